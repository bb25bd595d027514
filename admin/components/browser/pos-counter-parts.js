/*
 * The POS counter screen's parts (window.BazaarPosCounter; the page itself: pos-counter.js). The screen
 * (plugins/pos/admin.ts, docs/decisions.md "POS") is a page of one draft sale where a cashier
 * finds products by SKU or name (a barcode scanner types the SKU and Enter: the line is added), sets quantities,
 * picks or creates the customer, chooses pickup or delivery, takes payment and sees the order it became.
 * - Opened from the POS sales list ("Counter", a resource page): "Start a sale" makes a draft through the resource's
 *   `new` action and opens it; on a sale ("Counter", a record page) it reads the sale through the view (GET).
 * - Every step is one command posted to the hidden record action `counterCommand`, run by the same POS services as
 *   the routes; its answer (the sale as it now is, a lookup's rows, or the refusal in words) comes back as the
 *   record's `counterOutcome` (JSON text).
 */
(function () {
  var React = window.React;
  var h = React.createElement;
  var A = window.AdminJS || {};
  var RESOURCE = 'PosSales';

  var box = { background: '#fff', border: '1px solid #dfe3ea', borderRadius: '6px', padding: '16px', marginBottom: '16px' };
  var input = { padding: '6px 8px', border: '1px solid #c5cad2', borderRadius: '4px', fontSize: '14px', marginRight: '8px' };
  var button = { padding: '6px 12px', border: '1px solid #3040d6', borderRadius: '4px', background: '#3040d6', color: '#fff', cursor: 'pointer' };
  var plain = Object.assign({}, button, { background: '#fff', color: '#3040d6' });
  var cell = { padding: '4px 8px', borderBottom: '1px solid #eceef1', textAlign: 'left' };

  /** @param {number | null | undefined} paisa */
  function rupees(paisa) {
    if (paisa === null || paisa === undefined) return '';
    return 'Rs ' + (paisa / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  }

  /** Rupees typed ("1,200" or "1200.50") as paisa; undefined when it is not an amount. @param {string} text */
  function paisaOf(text) {
    var t = String(text || '')
      .replace(/,/g, '')
      .trim();
    if (!/^\d+(\.\d{1,2})?$/.test(t)) return undefined;
    return Math.round(parseFloat(t) * 100);
  }

  function counterUrl(id) {
    return window.BazaarPanel.paths.record(RESOURCE, id, 'counter');
  }

  /** Posts one command; resolves the outcome ({ ok, sale, rows } or { ok: false, problem }). */
  function command(id, op, args) {
    return new A.ApiClient()
      .recordAction({ resourceId: RESOURCE, recordId: id, actionName: 'counterCommand', data: { command: JSON.stringify({ op: op, args: args || {} }) } })
      .then(function (res) {
        var text = res.data && res.data.record && res.data.record.params && res.data.record.params.counterOutcome;
        if (text) return JSON.parse(text);
        var notice = res.data && res.data.notice;
        return { ok: false, problem: (notice && notice.message) || 'The counter got no answer' };
      });
  }

  function startSale() {
    return new A.ApiClient().resourceAction({ resourceId: RESOURCE, actionName: 'new', data: {} }).then(function (res) {
      var record = res.data && res.data.record;
      if (!record || !record.params || !record.params.id) throw new Error((res.data && res.data.notice && res.data.notice.message) || 'No sale was started');
      window.BazaarPanel.go(counterUrl(record.params.id));
    });
  }

  function useCounter(props) {
    var sale = React.useState(/** @type {any} */ (null));
    var state = React.useState({ busy: false, problem: '' });
    React.useEffect(function () {
      if (!props.record) return;
      new A.ApiClient().recordAction({ resourceId: RESOURCE, recordId: props.record.id, actionName: props.action.name }).then(function (res) {
        if (res.data && res.data.data) sale[1](res.data.data);
        else state[1]({ busy: false, problem: (res.data && res.data.notice && res.data.notice.message) || 'The sale could not be read' });
      });
    }, []);
    /** @returns {Promise<any>} */
    function run(op, args) {
      state[1]({ busy: true, problem: '' });
      return command(sale[0].publicId, op, args).then(
        function (o) {
          if (o.ok) sale[1](o.sale);
          state[1]({ busy: false, problem: o.ok ? '' : o.problem });
          return o;
        },
        function (e) {
          state[1]({ busy: false, problem: (e && e.message) || 'The request failed' });
          return { ok: false };
        },
      );
    }
    return { sale: sale[0], busy: state[0].busy, problem: state[0].problem, run: run };
  }

  function Products(props) {
    var c = props.c;
    var q = React.useState('');
    var rows = React.useState(/** @type {any[]} */ ([]));
    function quantityOf(variantId) {
      var line = c.sale.lines.find((l) => l.variantPublicId === variantId);
      return line ? line.quantity : 0;
    }
    function add(product, variant) {
      return c.run('setItem', {
        productId: product.productPublicId,
        variantPublicId: variant.variantPublicId,
        quantity: Math.min(99, quantityOf(variant.variantPublicId) + 1),
      });
    }
    function search() {
      var typed = q[0].trim();
      if (!typed) return;
      c.run('lookupProducts', { q: typed }).then(function (o) {
        if (!o.ok) return;
        var found = o.rows || [];
        // a scanner types the SKU and Enter: an exact SKU adds its variant at once
        var bySku = found.length ? found[0].variants.find((v) => v.sku && v.sku.toLowerCase() === typed.toLowerCase()) : null;
        if (bySku) {
          q[1]('');
          rows[1]([]);
          add(found[0], bySku);
        } else rows[1](found);
      });
    }
    return h(
      'div',
      { style: box },
      h('h3', null, 'Products'),
      h('input', {
        'data-testid': 'pos-product-search',
        style: Object.assign({}, input, { width: '320px' }),
        placeholder: 'Scan or type a SKU or a name, then Enter',
        value: q[0],
        onChange: (e) => q[1](e.target.value),
        onKeyDown: (e) => e.key === 'Enter' && search(),
      }),
      h('button', { style: plain, onClick: search }, 'Search'),
      rows[0].map(function (p) {
        return h(
          'div',
          { key: p.productPublicId, style: { marginTop: '8px' } },
          h('strong', null, p.name),
          p.variants.map(function (v) {
            return h(
              'button',
              {
                key: v.variantPublicId,
                'data-testid': 'pos-add-' + (v.sku || v.variantPublicId),
                style: Object.assign({}, plain, { marginLeft: '8px' }),
                onClick: () => add(p, v),
              },
              (v.name || 'Default') + ' · ' + rupees(v.price) + (v.available === null ? '' : ' · ' + v.available + ' left'),
            );
          }),
        );
      }),
    );
  }

  function Lines(props) {
    var c = props.c;
    var lines = c.sale.lines;
    return h(
      'div',
      { style: box },
      h('h3', null, 'Lines'),
      lines.length
        ? h(
            'table',
            { 'data-testid': 'pos-lines', style: { borderCollapse: 'collapse', width: '100%' } },
            h(
              'thead',
              null,
              h(
                'tr',
                null,
                ['Product', 'Variant', 'SKU', 'Quantity', 'Unit price', 'Line total', ''].map((t) => h('th', { key: t, style: cell }, t)),
              ),
            ),
            h(
              'tbody',
              null,
              lines.map(function (l) {
                return h(
                  'tr',
                  { key: l.variantPublicId },
                  h('td', { style: cell }, l.name),
                  h('td', { style: cell }, l.variantName || 'Default'),
                  h('td', { style: cell }, l.sku || ''),
                  h(
                    'td',
                    { style: cell },
                    h('input', {
                      type: 'number',
                      min: 1,
                      max: 99,
                      'data-testid': 'pos-quantity-' + (l.sku || l.variantPublicId),
                      style: Object.assign({}, input, { width: '64px' }),
                      defaultValue: l.quantity,
                      key: l.variantPublicId + ':' + l.quantity,
                      onBlur: function (e) {
                        var n = Number(e.target.value);
                        if (n !== l.quantity) c.run('setItem', { productId: l.productPublicId, variantPublicId: l.variantPublicId, quantity: n });
                      },
                    }),
                  ),
                  h('td', { style: cell }, rupees(l.unitPrice)),
                  h('td', { style: cell }, rupees(l.lineTotal)),
                  h(
                    'td',
                    { style: cell },
                    h(
                      'button',
                      { style: plain, onClick: () => c.run('removeItem', { productId: l.productPublicId, variantPublicId: l.variantPublicId }) },
                      'Remove',
                    ),
                  ),
                );
              }),
            ),
          )
        : h('p', null, 'No lines yet: scan or search a product.'),
    );
  }

  /** @type {any} */ (window).BazaarPosCounter = {
    S: { box: box, input: input, button: button, plain: plain, cell: cell },
    rupees: rupees,
    paisaOf: paisaOf,
    useCounter: useCounter,
    startSale: startSale,
    Products: Products,
    Lines: Lines,
  };
})();
