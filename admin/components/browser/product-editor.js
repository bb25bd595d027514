/*
 * The product editor: one page where a merchandiser makes or edits a whole product (plugins/products/panel/editor/,
 * docs/decisions.md "Product editor"), as a hand-written browser script appended to the components bundle
 * (conventions: image-upload.js; its parts: product-editor-parts.js, -variants.js, -media.js).
 * - Opened as "New product" (the products list) or "Edit in editor" (a product): it reads the view's action (GET):
 *   the product as the services show it, the pickers' choices by name, and what this admin may do.
 * - Save sends what changed as one command to the record action `saveInEditor`, which saves it in one transaction
 *   through the services, at the version the page read; its answer (the product as saved, or each refusal in words
 *   beside its field, or the version conflict above the form) comes back as the record's `editorOutcome`.
 *   A lifecycle button (Publish...) saves what changed and then makes the move, at the current version.
 * - A new product is made first by the products resource's `new` action (the create route's rules: its refusals
 *   come back beside their fields too), then saved whole as above, then the page opens it in the editor.
 */
(function () {
  var React = window.React;
  var h = React.createElement;
  var A = window.AdminJS || {};

  function E() {
    return /** @type {any} */ (window).BazaarProductEditor;
  }

  var GENERAL = ['name', 'slug', 'sku', 'shortDescription', 'description', 'categoryPublicId', 'brandPublicId', 'brandSeriesPublicId'];
  var FLAGS = [
    ['featured', 'Featured'],
    ['trending', 'Trending'],
    ['bestSeller', 'Best seller'],
    ['newArrival', 'New arrival'],
  ];
  var STATUS_TONES = { draft: 'grey', published: 'green', unlisted: 'blue', archived: 'amber' };
  var keys = 0;

  function newRow(combo, isDefault, like) {
    return {
      key: 'new-' + ++keys,
      id: null,
      name: '',
      sku: '',
      options: combo,
      mrp: like ? like.mrp : '',
      sellingPrice: like ? like.sellingPrice : '',
      isTracked: true,
      lowStockThreshold: like ? like.lowStockThreshold : '5',
      isDefault: isDefault,
      active: true,
      delta: '',
      reason: 'receipt',
      note: '',
    };
  }

  /** The form of a product as the page read it (null: a new product). */
  function formOf(p) {
    if (!p) {
      return {
        name: '',
        slug: '',
        sku: '',
        shortDescription: '',
        description: '',
        categoryPublicId: '',
        brandPublicId: '',
        brandSeriesPublicId: '',
        specifications: [],
        options: [],
        rows: [newRow({}, true, null)],
        gallery: [],
        thumbnailKey: null,
        tags: [],
        flags: { featured: false, trending: false, bestSeller: false, newArrival: false },
        seo: null,
      };
    }
    var P = E();
    return {
      name: p.name,
      slug: p.slug || '',
      sku: p.sku || '',
      shortDescription: p.shortDescription || '',
      description: p.description || '',
      categoryPublicId: p.categoryPublicId || '',
      brandPublicId: p.brandPublicId || '',
      brandSeriesPublicId: p.brandSeriesPublicId || '',
      specifications: p.specifications.map((s) => Object.assign({}, s)),
      options: p.options.map((o) => ({ name: o.name, valuesText: o.values.join(', ') })),
      rows: p.variants.map(function (v) {
        // a name that is just the combination is left blank: it follows the options (the server derives it)
        var derived = p.options.length && v.name === P.comboName(v.options, p.options);
        return {
          key: v.id,
          id: v.id,
          name: derived ? '' : v.name || '',
          sku: v.sku || '',
          options: v.options,
          mrp: v.mrp,
          sellingPrice: v.sellingPrice,
          isTracked: v.isTracked,
          lowStockThreshold: String(v.lowStockThreshold),
          isDefault: v.isDefault,
          active: v.active,
          delta: '',
          reason: 'receipt',
          note: '',
          onHand: v.onHand,
          reserved: v.reserved,
          available: v.available,
        };
      }),
      gallery: p.media.gallery.map((g) => Object.assign({}, g)),
      thumbnailKey: p.media.thumbnailKey,
      tags: p.tags.map((t) => Object.assign({}, t)),
      flags: Object.assign({}, p.flags),
      seo: p.seo,
    };
  }

  var same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

  /** The parts of the command, each as the server takes it. */
  function parts(form) {
    var P = E();
    var options = P.optionsOf(form.options);
    var thumb = form.thumbnailKey && form.gallery.some((g) => g.key === form.thumbnailKey) ? form.thumbnailKey : form.gallery[0] ? form.gallery[0].key : null;
    var thumbImage = form.gallery.find((g) => g.key === thumb);
    return {
      specifications: form.specifications.filter((s) => s.group || s.name || s.value),
      options: options,
      variants: form.rows.map(function (r) {
        var row = { key: r.key, id: r.id, name: r.name, sku: r.sku, options: P.comboOf(r.options, options), mrp: r.mrp, sellingPrice: r.sellingPrice };
        return Object.assign(row, { isTracked: r.isTracked, lowStockThreshold: r.lowStockThreshold, isDefault: r.isDefault, active: r.active });
      }),
      stock: form.rows.map((r) => (String(r.delta || '').trim() ? { delta: String(r.delta).trim(), reason: r.reason, note: r.note } : undefined)),
      media: {
        gallery: form.gallery.map((g) => ({ key: g.key, alt: g.alt || '' })),
        thumbnailKey: thumb,
        thumbnailAlt: thumbImage ? thumbImage.alt || '' : null,
      },
      tags: form.tags.map((t) => (t.id ? { id: t.id } : { name: t.name })),
      flags: form.flags,
      seoId: form.seo ? form.seo.id : null,
    };
  }

  /** What changed since `base` (everything when base is null: a product just made), as the save command. */
  function commandOf(form, base, version, createdGeneral) {
    var now = parts(form);
    var was = base ? parts(base) : null;
    /** @type {Record<string, any>} */
    var cmd = { version: version };
    var generalBase = base || createdGeneral;
    var general = {};
    GENERAL.forEach(function (f) {
      if (String(form[f] || '') !== String(generalBase[f] || '')) general[f] = form[f];
    });
    if (Object.keys(general).length) cmd.general = general;
    ['specifications', 'options', 'media', 'tags', 'flags', 'seoId'].forEach(function (part) {
      if (!was || !same(now[part], was[part])) cmd[part] = now[part];
    });
    var moves = now.stock.some((s) => s);
    if (!was || moves || cmd.options || !same(now.variants, was.variants)) {
      cmd.variants = now.variants.map((v, i) => (now.stock[i] ? Object.assign({}, v, { stock: now.stock[i] }) : v));
    }
    return cmd;
  }

  function hasChanges(cmd) {
    return Object.keys(cmd).some((k) => k !== 'version');
  }

  /** The `new` action's refusals (create route) as the editor's fields: the default row's prices beside its cells. */
  function createErrors(errors, rows) {
    var out = {};
    var def = rows.find((r) => r.isDefault) || rows[0];
    Object.keys(errors || {}).forEach(function (k) {
      var message = errors[k] && errors[k].message;
      if (!message) return;
      if (k === 'mrp' || k === 'sellingPrice') out['variants.' + def.key + '.' + k] = message;
      else out[GENERAL.indexOf(k) === -1 ? 'form' : 'general.' + k] = message;
    });
    return out;
  }

  /**
   * Before a new product is made, what the server would refuse at once (a name, a category, prices as rupees), in its
   * words: so the create does not leave a draft behind for a slip the page can see. The server checks everything again.
   */
  function precheck(form) {
    var P = E();
    var out = {};
    if (!String(form.name || '').trim()) out['general.name'] = 'Give the product a name';
    if (!form.categoryPublicId) out['general.categoryPublicId'] = 'Pick the category the product is listed under';
    form.rows.forEach(function (r) {
      [
        ['mrp', 'MRP'],
        ['sellingPrice', 'Selling price'],
      ].forEach(function (f) {
        var value = String(r[f[0]] || '').trim();
        var path = 'variants.' + r.key + '.' + f[0];
        if (!value) out[path] = f[1] + ' is required: type it in rupees, e.g. 12,999.50';
        else if (!P.rupeesShown(value)) out[path] = f[1] + ' must be an amount in rupees with at most two decimals, e.g. 12,999.50';
      });
    });
    return out;
  }

  function editorUrl(id) {
    return window.BazaarPanel.paths.record('Products', id, 'editInEditor');
  }

  function useEditor(props) {
    var data = React.useState(/** @type {any} */ (null));
    var form = React.useState(/** @type {any} */ (null));
    var base = React.useState(/** @type {any} */ (null));
    var made = React.useState(/** @type {any} */ (null));
    var status = React.useState({ busy: false, errors: {}, problem: '', conflict: '', saved: '' });
    var loadError = React.useState('');

    function take(d) {
      data[1](d);
      form[1](formOf(d.product));
      base[1](d.product ? formOf(d.product) : null);
    }

    function load() {
      var api = new A.ApiClient();
      var read = props.record
        ? api.recordAction({ resourceId: props.resource.id, recordId: props.record.id, actionName: props.action.name })
        : api.resourceAction({ resourceId: props.resource.id, actionName: props.action.name });
      return read
        .then(function (res) {
          if (res.data && res.data.data) take(res.data.data);
          else loadError[1]((res.data && res.data.notice && res.data.notice.message) || 'The product could not be read');
        })
        .catch((e) => loadError[1]((e && e.message) || 'The product could not be read'));
    }
    React.useEffect(function () {
      load();
    }, []);
    return { data: data, form: form, base: base, made: made, status: status, loadError: loadError, take: take, load: load };
  }

  function saveCommand(id, cmd) {
    return new A.ApiClient()
      .recordAction({ resourceId: 'Products', recordId: id, actionName: 'saveInEditor', data: { command: JSON.stringify(cmd) } })
      .then(function (res) {
        var text = res.data && res.data.record && res.data.record.params && res.data.record.params.editorOutcome;
        if (text) return JSON.parse(text);
        var notice = res.data && res.data.notice;
        return { ok: false, errors: {}, problem: (notice && notice.message) || 'The product could not be saved' };
      });
  }

  function createProduct(form) {
    var def = form.rows.find((r) => r.isDefault) || form.rows[0];
    var body = { mrp: def.mrp, sellingPrice: def.sellingPrice };
    GENERAL.forEach((f) => (body[f] = form[f]));
    return new A.ApiClient().resourceAction({ resourceId: 'Products', actionName: 'new', data: body }).then(function (res) {
      var record = res.data && res.data.record;
      var errors = record && record.errors && Object.keys(record.errors).length ? createErrors(record.errors, form.rows) : null;
      if (errors || !record || !record.params || !record.params.id) {
        var notice = res.data && res.data.notice;
        return {
          ok: false,
          errors: errors || {},
          problem: (errors && errors.form) || 'Nothing was saved: ' + ((notice && notice.message) || 'the product could not be made'),
        };
      }
      return { ok: true, id: record.params.id, version: Number(record.params.version) };
    });
  }

  /** The fields the page draws an error beside; any other refusal is listed under the sentence above the form. */
  var SHOWN = [
    /^general\.(name|slug|sku|shortDescription|description|categoryPublicId|brandPublicId|brandSeriesPublicId)$/,
    /^specifications\.\d+\.(group|name|value)$/,
    /^options(\.\d+\.(name|values))?$/,
    /^variants(\.[^.]+(\.(name|sku|mrp|sellingPrice|isTracked|lowStockThreshold|active|options|stock|reason))?)?$/,
    /^media(\.\d+\.alt)?$/,
    /^(tags|flags|lifecycle)$/,
  ];

  function strayErrors(errors, can) {
    return Object.keys(errors).filter((path) => !SHOWN.some((re) => re.test(path)) && !(path === 'seo' && can.pickSeo));
  }

  function Header(props) {
    var P = E();
    var ed = props.ed;
    var product = ed.data[0].product;
    var st = ed.status[0];
    var moves = ed.data[0].choices.moves.filter((m) => (product ? m.from.indexOf(product.status) !== -1 : m.status === 'published'));
    var Badge = window.BazaarPanel.Badge;
    return h(
      'div',
      { style: Object.assign({}, P.S.card, { position: 'sticky', top: 0, zIndex: 5 }) },
      h(
        'div',
        { style: { display: 'flex', alignItems: 'center', gap: '12px', flexWrap: 'wrap' } },
        h('h2', { style: { margin: 0, fontSize: '20px' }, 'data-testid': 'editor-title' }, ed.form[0].name || (product ? product.name : 'New product')),
        product
          ? h(
              Badge,
              { tone: STATUS_TONES[product.status], value: product.status, testId: 'editor-status' },
              product.status.charAt(0).toUpperCase() + product.status.slice(1),
            )
          : null,
        product
          ? h('span', { style: P.S.help, 'data-testid': 'editor-version' }, 'Version ' + product.version)
          : h('span', { style: P.S.help }, 'Not saved yet'),
        h('span', { style: { flex: 1 } }),
        props.dirty ? h('span', { style: P.S.help, 'data-testid': 'editor-dirty' }, 'Unsaved changes') : null,
        h(
          'button',
          { type: 'button', style: P.S.button, disabled: st.busy || !props.dirty, 'data-testid': 'editor-save', onClick: () => props.submit(null) },
          product ? 'Save' : 'Save as draft',
        ),
        moves.map((m) =>
          h(
            'button',
            {
              key: m.status,
              type: 'button',
              style: m.status === 'published' ? P.S.primary : P.S.button,
              disabled: st.busy,
              'data-testid': 'editor-move-' + m.status,
              onClick: () => props.submit(m.status),
            },
            m.label,
          ),
        ),
      ),
      st.conflict
        ? h(
            'div',
            {
              role: 'alert',
              'data-testid': 'editor-conflict',
              style: { marginTop: '10px', padding: '10px 12px', background: '#fdf0d5', border: '1px solid #f0c76e', borderRadius: '6px', color: '#5c3700' },
            },
            st.conflict + ' ',
            h('button', { type: 'button', style: P.S.small, 'data-testid': 'editor-reload', onClick: props.reload }, 'Reload the product'),
          )
        : null,
      st.problem && !st.conflict
        ? h('div', { role: 'alert', 'data-testid': 'editor-problem', style: Object.assign({}, P.S.error, { fontSize: '14px', marginTop: '8px' }) }, st.problem)
        : null,
      st.errors.lifecycle ? h('div', { role: 'alert', 'data-testid': 'error-lifecycle', style: P.S.error }, st.errors.lifecycle) : null,
      strayErrors(st.errors, ed.data[0].can).map((path) => h('div', { key: path, role: 'alert', style: P.S.error }, st.errors[path])),
      st.saved ? h('div', { 'data-testid': 'editor-saved', style: Object.assign({}, P.S.help, { color: '#11612c' }) }, st.saved) : null,
    );
  }

  function Section(props) {
    var P = E();
    return h(
      'section',
      { style: P.S.card, 'data-testid': props.testId },
      h('h3', { style: P.S.heading }, props.title),
      props.help ? h('div', { style: Object.assign({}, P.S.help, { marginTop: '-8px', marginBottom: '10px' }) }, props.help) : null,
      props.children,
    );
  }

  function text(P, ctx, field, label, opts) {
    var path = 'general.' + field;
    var o = opts || {};
    return h(
      P.Field,
      { errors: ctx.errors, path: path, label: label, help: o.help, htmlFor: 'bz-' + field, style: o.style },
      h(o.area ? 'textarea' : 'input', {
        id: 'bz-' + field,
        value: ctx.form[field],
        rows: o.area,
        placeholder: o.placeholder,
        'data-testid': 'editor-' + field,
        onChange: (e) => ctx.set({ [field]: e.target.value }),
        style: P.inputStyle(!!ctx.errors[path], o.area ? { resize: 'vertical' } : null),
      }),
    );
  }

  function picker(P, ctx, field, label, choices, noun) {
    var path = 'general.' + field;
    return h(
      P.Field,
      { errors: ctx.errors, path: path, label: label, htmlFor: 'bz-' + field },
      h(P.Picker, {
        id: 'bz-' + field,
        value: ctx.form[field],
        choices: choices,
        noun: noun,
        bad: !!ctx.errors[path],
        testId: 'editor-' + field,
        onChange: function (id) {
          var patch = { [field]: id };
          if (field === 'brandPublicId') {
            var series = ctx.choices.series.find((s) => s.id === ctx.form.brandSeriesPublicId);
            if (series && series.brandId !== id) patch.brandSeriesPublicId = '';
          }
          ctx.set(patch);
        },
      }),
    );
  }

  function General(props) {
    var P = E();
    var ctx = props.ctx;
    var c = ctx.choices;
    var series = c.series.filter((s) => s.brandId === ctx.form.brandPublicId).map((s) => ({ id: s.id, label: s.name }));
    return h(
      Section,
      { title: 'Product', testId: 'editor-general' },
      h(
        'div',
        { style: P.S.grid },
        text(P, ctx, 'name', 'Name'),
        picker(P, ctx, 'categoryPublicId', 'Category', c.categories, 'category'),
        picker(
          P,
          ctx,
          'brandPublicId',
          'Brand',
          c.brands.map((b) => ({ id: b.id, label: b.name })),
          'brand',
        ),
        picker(P, ctx, 'brandSeriesPublicId', 'Series', series, 'series of this brand'),
        text(P, ctx, 'sku', 'SKU', { help: 'The product’s own code; each variant has its SKU below' }),
        text(P, ctx, 'slug', 'Slug', { help: 'In the product’s address; blank makes it from the name', placeholder: 'made from the name' }),
      ),
      h('div', { style: { marginTop: '12px' } }, text(P, ctx, 'shortDescription', 'Short description', { area: 2 })),
      h('div', { style: { marginTop: '12px' } }, text(P, ctx, 'description', 'Description', { area: 6 })),
    );
  }

  function Specifications(props) {
    var P = E();
    var ctx = props.ctx;
    var list = ctx.form.specifications;
    function change(i, field, value) {
      ctx.set({ specifications: list.map((s, j) => (j === i ? Object.assign({}, s, { [field]: value }) : s)) });
    }
    return h(
      Section,
      { title: 'Specifications', testId: 'editor-specifications', help: 'Shown on the product page, grouped (e.g. Display: Size 6.5 inch).' },
      list.map(function (s, i) {
        return h(
          'div',
          { key: i, style: { display: 'grid', gridTemplateColumns: '1fr 1fr 2fr 32px', gap: '8px', marginBottom: '8px' } },
          ['group', 'name', 'value'].map((f) =>
            h(
              P.Field,
              { key: f, errors: ctx.errors, path: 'specifications.' + i + '.' + f },
              h('input', {
                'aria-label': 'Specification ' + (i + 1) + ' ' + f,
                placeholder: f === 'group' ? 'Group, e.g. Display' : f === 'name' ? 'Name, e.g. Size' : 'Value, e.g. 6.5 inch',
                value: s[f],
                'data-testid': 'spec-' + i + '-' + f,
                onChange: (e) => change(i, f, e.target.value),
                style: P.inputStyle(!!ctx.errors['specifications.' + i + '.' + f]),
              }),
            ),
          ),
          h('button', { type: 'button', title: 'Remove', style: P.S.small, onClick: () => ctx.set({ specifications: list.filter((_s, j) => j !== i) }) }, '×'),
        );
      }),
      h(
        'button',
        {
          type: 'button',
          style: P.S.button,
          'data-testid': 'editor-add-spec',
          onClick: () => ctx.set({ specifications: list.concat([{ group: '', name: '', value: '' }]) }),
        },
        'Add specification',
      ),
    );
  }

  function Tags(props) {
    var P = E();
    var ctx = props.ctx;
    var typed = React.useState('');
    var hint = React.useState('');
    var listId = 'bz-tag-choices';
    function add() {
      var names = P.splitValues(typed[0]);
      var next = ctx.form.tags.slice();
      var refused = [];
      names.forEach(function (name) {
        var known = ctx.choices.tags.find((t) => t.name.toLowerCase() === name.toLowerCase());
        if (next.some((t) => t.name.toLowerCase() === name.toLowerCase())) return;
        if (known) next.push({ id: known.id, name: known.name });
        else if (ctx.can.createTags) next.push({ name: name });
        else refused.push(name);
      });
      ctx.set({ tags: next });
      typed[1](refused.join(', '));
      hint[1](
        refused.length ? 'No tag is named ' + refused.map((n) => '“' + n + '”').join(', ') + ', and making tags needs the permission to create them' : '',
      );
    }
    return h(
      Section,
      { title: 'Tags', testId: 'editor-tags', help: 'Pick tags by name; a name no tag has makes a new tag when you save. Separate several with commas.' },
      h(
        'div',
        { 'data-testid': 'editor-tag-chips' },
        ctx.form.tags.map((t, i) =>
          h(
            'span',
            { key: (t.id || 'new') + t.name, style: P.S.chip, 'data-testid': 'tag-chip' },
            t.name + (t.id ? '' : ' (new)'),
            h(
              'button',
              {
                type: 'button',
                title: 'Remove tag',
                style: Object.assign({}, P.S.small, { border: 0, background: 'transparent' }),
                onClick: () => ctx.set({ tags: ctx.form.tags.filter((_t, j) => j !== i) }),
              },
              '×',
            ),
          ),
        ),
      ),
      h(
        P.Field,
        { errors: ctx.errors, path: 'tags' },
        h(
          'div',
          { style: { display: 'flex', gap: '8px' } },
          h('input', {
            list: listId,
            'aria-label': 'Add tags',
            placeholder: 'Tag names, e.g. 5G, Camera phone',
            value: typed[0],
            'data-testid': 'editor-tag-input',
            onChange: (e) => typed[1](e.target.value),
            onKeyDown: function (e) {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            },
            style: P.inputStyle(!!ctx.errors.tags, { maxWidth: '420px' }),
          }),
          h(
            'datalist',
            { id: listId },
            ctx.choices.tags.map((t) => h('option', { key: t.id, value: t.name })),
          ),
          h('button', { type: 'button', style: P.S.button, 'data-testid': 'editor-tag-add', onClick: add }, 'Add'),
        ),
      ),
      hint[0] ? h('div', { style: P.S.error }, hint[0]) : null,
    );
  }

  function Discovery(props) {
    var P = E();
    var ctx = props.ctx;
    return h(
      Section,
      { title: 'Discovery', testId: 'editor-discovery', help: 'Which storefront feeds list the product.' },
      h(
        P.Field,
        { errors: ctx.errors, path: 'flags' },
        h(
          'div',
          { style: { display: 'flex', gap: '20px', flexWrap: 'wrap' } },
          FLAGS.map((f) =>
            h(
              'label',
              { key: f[0], style: { display: 'flex', alignItems: 'center', gap: '6px', cursor: 'pointer' } },
              h('input', {
                type: 'checkbox',
                checked: !!ctx.form.flags[f[0]],
                'data-testid': 'editor-flag-' + f[0],
                onChange: (e) => ctx.set({ flags: Object.assign({}, ctx.form.flags, { [f[0]]: e.target.checked }) }),
              }),
              f[1],
            ),
          ),
        ),
      ),
    );
  }

  function Seo(props) {
    var P = E();
    var ctx = props.ctx;
    var found = React.useState(/** @type {any[]} */ ([]));
    var timer = React.useRef(/** @type {any} */ (null));
    function search(typed) {
      clearTimeout(timer.current);
      if (!typed.trim()) return;
      timer.current = setTimeout(function () {
        new A.ApiClient().searchRecords({ resourceId: 'Seo', query: typed.trim() }).then(
          (records) => found[1]((records || []).map((r) => ({ id: r.id, label: r.title || (r.params && r.params.title) || r.id }))),
          () => found[1]([]),
        );
      }, 250);
    }
    var choices = ctx.form.seo ? found[0].concat([{ id: ctx.form.seo.id, label: ctx.form.seo.title }]) : found[0];
    return h(
      Section,
      { title: 'SEO', testId: 'editor-seo', help: 'The SEO record (title, description, sharing image) the product page uses; records are kept under SEO.' },
      ctx.can.pickSeo
        ? h(
            P.Field,
            { errors: ctx.errors, path: 'seo', label: 'SEO record, by title', htmlFor: 'bz-seo' },
            h(P.Picker, {
              id: 'bz-seo',
              value: ctx.form.seo ? ctx.form.seo.id : '',
              choices: choices,
              noun: 'SEO record',
              quiet: true,
              placeholder: 'Type a title to search',
              testId: 'editor-seo-input',
              onText: search,
              onChange: function (id) {
                var c = choices.find((x) => x.id === id);
                ctx.set({ seo: c ? { id: c.id, title: c.label } : null });
              },
            }),
          )
        : h(
            'div',
            { style: P.S.help },
            ctx.form.seo ? 'Linked: ' + ctx.form.seo.title : 'No SEO record linked (picking one needs the permission to read SEO records).',
          ),
      ctx.can.pickSeo
        ? h(
            'a',
            { href: window.BazaarPanel.paths.action('Seo', 'new'), target: '_blank', rel: 'noopener', style: { fontSize: '13px' } },
            'Make a new SEO record (opens in a new tab)',
          )
        : null,
    );
  }

  function OptionsAndVariants(props) {
    var P = E();
    var ctx = props.ctx;
    var options = P.optionsOf(ctx.form.options);
    function generate() {
      var rows = ctx.form.rows;
      var like = rows.find((r) => r.isDefault) || rows[0] || null;
      ctx.set({ rows: P.generateRows(rows, options, (combo) => newRow(combo, !rows.length, like)) });
    }
    return h(
      Section,
      {
        title: 'Options and variants',
        testId: 'editor-options-variants',
        help: 'Prices in rupees (12999 or 12,999.50). Stock moves through the stock ledger with the reason you pick.',
      },
      h(P.Options, { options: ctx.form.options, errors: ctx.errors, onChange: (list) => ctx.set({ options: list }), onGenerate: generate }),
      h('div', { style: { height: '12px' } }),
      h(P.Variants, { rows: ctx.form.rows, options: options, errors: ctx.errors, reasons: ctx.choices.reasons, onRows: (rows) => ctx.set({ rows: rows }) }),
    );
  }

  function ProductEditor(props) {
    var P = E();
    var ed = useEditor(props);
    var addNotice = A.useNotice ? A.useNotice() : function () {};
    if (ed.loadError[0]) return h('div', { style: P.S.card, role: 'alert' }, ed.loadError[0]);
    if (!ed.data[0] || !ed.form[0]) return h('div', { style: P.S.card }, 'Loading the product…');
    var d = ed.data[0];
    var form = ed.form[0];
    var st = ed.status[0];
    var made = ed.made[0];
    var version = d.product ? d.product.version : made ? made.version : undefined;
    var cmd = d.product || made ? commandOf(form, ed.base[0], version, made ? made.general : {}) : null;
    var dirty = cmd ? hasChanges(cmd) : true;
    var ctx = {
      form: form,
      choices: d.choices,
      can: d.can,
      errors: st.errors,
      set: (patch) => ed.form[1]((now) => Object.assign({}, now, patch)),
    };

    function finish(outcome, id) {
      if (outcome.ok && !d.product) {
        addNotice({ message: 'The product is saved', type: 'success' });
        window.BazaarPanel.go(editorUrl(id));
        return;
      }
      if (outcome.ok) {
        ed.take(outcome.state);
        var when = new Date().toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
        ed.status[1]({ busy: false, errors: {}, problem: '', conflict: '', saved: 'Saved at ' + when + ' (version ' + outcome.state.product.version + ')' });
        return;
      }
      ed.status[1]({ busy: false, errors: outcome.errors || {}, problem: outcome.problem || '', conflict: outcome.conflict || '', saved: '' });
    }

    function submit(then) {
      ed.status[1](Object.assign({}, st, { busy: true, saved: '' }));
      var fail = (e) =>
        ed.status[1]({ busy: false, errors: {}, problem: 'Nothing was saved: ' + ((e && e.message) || 'the request failed'), conflict: '', saved: '' });
      if (d.product || made) {
        var id = d.product ? d.product.id : made.id;
        var command = Object.assign({}, cmd, then ? { then: then } : {});
        return saveCommand(id, command).then((o) => finish(o, id), fail);
      }
      var slips = precheck(form);
      if (Object.keys(slips).length) {
        return finish({ ok: false, errors: slips, problem: 'Nothing was saved: some fields below need a change (each says why).' }, null);
      }
      return createProduct(form)
        .then(function (created) {
          if (!created.ok) return finish(created, null);
          var general = {};
          GENERAL.forEach((f) => (general[f] = form[f]));
          ed.made[1]({ id: created.id, version: created.version, general: general });
          // the address now names the product, so a reload opens it (the page keeps the form as it is)
          window.history.replaceState(window.history.state, '', editorUrl(created.id));
          var command = Object.assign(commandOf(form, null, created.version, general), then ? { then: then } : {});
          return saveCommand(created.id, command).then((o) => finish(o, created.id));
        })
        .catch(fail);
    }

    return h(
      'div',
      { 'data-testid': 'product-editor', style: { maxWidth: '1180px' } },
      h(Header, {
        ed: ed,
        dirty: dirty,
        submit: submit,
        reload: () => ed.load().then(() => ed.status[1]({ busy: false, errors: {}, problem: '', conflict: '', saved: '' })),
      }),
      h(General, { ctx: ctx }),
      h(OptionsAndVariants, { ctx: ctx }),
      h(
        Section,
        { title: 'Images', testId: 'editor-images' },
        h(P.Media, {
          gallery: form.gallery,
          thumbnailKey: form.thumbnailKey,
          errors: st.errors,
          canUpload: d.can.upload,
          defaultAlt: form.name,
          onChange: (m) => ctx.set({ gallery: m.gallery, thumbnailKey: m.thumbnailKey }),
        }),
      ),
      h(Specifications, { ctx: ctx }),
      h(Tags, { ctx: ctx }),
      h(Discovery, { ctx: ctx }),
      h(Seo, { ctx: ctx }),
    );
  }

  AdminJS.UserComponents.ProductEditor = ProductEditor;
})();
