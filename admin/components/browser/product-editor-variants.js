/*
 * The product editor's options and variants (the page: product-editor.js; parts: product-editor-parts.js), as
 * window.BazaarProductEditor.Options and .Variants. Options are a name and its values typed with commas
 * ("Black, Blue"); "Generate variants" adds a row for each combination no row has yet (existing rows stay as they
 * are). The table edits every variant inline: name, SKU, MRP and selling price in rupees, tracked, low-stock
 * threshold, default, active, and a stock move through the ledger (units and a reason the ledger accepts).
 * A "fill every row" bar sets MRP, price and added stock on all rows at once.
 */
(function () {
  var React = window.React;
  var h = React.createElement;

  function E() {
    return /** @type {any} */ (window).BazaarProductEditor;
  }

  var MAX_OPTIONS = 3;

  /** The option rows, with one blank row to type a new option into while there are fewer than three. */
  function Options(props) {
    var P = E();
    var rows = props.options;
    var shown = rows.filter(function (o) {
      return o.name || o.valuesText;
    });
    if (shown.length < MAX_OPTIONS) shown = shown.concat([{ name: '', valuesText: '' }]);
    function change(i, field, value) {
      var next = shown.map(function (o, j) {
        return j === i ? Object.assign({}, o, { [field]: value }) : o;
      });
      props.onChange(
        next.filter(function (o) {
          return o.name || o.valuesText;
        }),
      );
    }
    function remove(i) {
      props.onChange(
        shown.filter(function (o, j) {
          return j !== i && (o.name || o.valuesText);
        }),
      );
    }
    var parsed = P.optionsOf(rows);
    var count = P.combinations(parsed).length;
    return h(
      'div',
      { 'data-testid': 'editor-options' },
      shown.map(function (o, i) {
        return h(
          'div',
          { key: i, style: { display: 'grid', gridTemplateColumns: '200px 1fr 32px', gap: '8px', alignItems: 'start', marginBottom: '8px' } },
          h(
            P.Field,
            { errors: props.errors, path: 'options.' + i + '.name' },
            h('input', {
              'aria-label': 'Option ' + (i + 1) + ' name',
              placeholder: i === 0 ? 'Option, e.g. Colour' : 'Another option, e.g. Storage',
              value: o.name,
              'data-testid': 'option-name-' + i,
              onChange: function (e) {
                change(i, 'name', e.target.value);
              },
              style: P.inputStyle(!!(props.errors && props.errors['options.' + i + '.name'])),
            }),
          ),
          h(
            P.Field,
            { errors: props.errors, path: 'options.' + i + '.values' },
            h('input', {
              'aria-label': 'Option ' + (i + 1) + ' values',
              placeholder: 'Values, separated by commas: Black, Blue',
              value: o.valuesText,
              'data-testid': 'option-values-' + i,
              onChange: function (e) {
                change(i, 'valuesText', e.target.value);
              },
              style: P.inputStyle(!!(props.errors && props.errors['options.' + i + '.values'])),
            }),
          ),
          o.name || o.valuesText ? h('button', { type: 'button', title: 'Remove this option', style: P.S.small, onClick: () => remove(i) }, '×') : h('span'),
        );
      }),
      h(
        P.Field,
        { errors: props.errors, path: 'options' },
        h(
          'div',
          { style: { display: 'flex', alignItems: 'center', gap: '12px' } },
          h(
            'button',
            { type: 'button', style: P.S.button, 'data-testid': 'generate-variants', disabled: !count, onClick: props.onGenerate },
            'Generate variants',
          ),
          h(
            'span',
            { style: P.S.help },
            count
              ? count + ' combination' + (count === 1 ? '' : 's') + ': a row is added for each one the table does not have; rows there are stay as they are.'
              : 'Name an option and its values to make variants of them.',
          ),
        ),
      ),
    );
  }

  var CELL = { padding: '6px 6px', borderBottom: '1px solid #eceef1', verticalAlign: 'top' };
  var HEAD = Object.assign({}, CELL, { color: '#646d7a', fontWeight: 600, fontSize: '12px', textAlign: 'left', whiteSpace: 'nowrap' });

  /** Sets MRP, price and stock to add on every row at once (blank inputs leave that column as it is). */
  function FillBar(props) {
    var P = E();
    var mrp = React.useState('');
    var price = React.useState('');
    var stock = React.useState('');
    function apply() {
      props.onRows(
        props.rows.map(function (r) {
          var next = Object.assign({}, r);
          if (mrp[0].trim()) next.mrp = mrp[0].trim();
          if (price[0].trim()) next.sellingPrice = price[0].trim();
          if (stock[0].trim() && r.isTracked) next.delta = stock[0].trim();
          return next;
        }),
      );
    }
    var box = { width: '110px' };
    return h(
      'div',
      {
        style: {
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: '8px',
          marginBottom: '10px',
          padding: '8px 10px',
          background: '#f6f7f9',
          borderRadius: '6px',
        },
      },
      h('span', { style: { fontSize: '13px', color: '#454c57' } }, 'Fill every row:'),
      h('input', {
        'aria-label': 'MRP for every row',
        placeholder: 'MRP (Rs)',
        value: mrp[0],
        'data-testid': 'fill-mrp',
        onChange: (e) => mrp[1](e.target.value),
        style: P.inputStyle(false, box),
      }),
      h('input', {
        'aria-label': 'Selling price for every row',
        placeholder: 'Price (Rs)',
        value: price[0],
        'data-testid': 'fill-price',
        onChange: (e) => price[1](e.target.value),
        style: P.inputStyle(false, box),
      }),
      h('input', {
        'aria-label': 'Stock to add to every row',
        placeholder: 'Add stock',
        value: stock[0],
        'data-testid': 'fill-stock',
        onChange: (e) => stock[1](e.target.value),
        style: P.inputStyle(false, box),
      }),
      h('button', { type: 'button', style: P.S.button, 'data-testid': 'fill-apply', onClick: apply }, 'Apply to all rows'),
    );
  }

  function cellInput(P, props, i, row, field, extra) {
    var path = 'variants.' + row.key + '.' + field;
    var bad = !!(props.errors && props.errors[path]);
    return h(
      P.Field,
      { errors: props.errors, path: path, help: extra && extra.help },
      h('input', {
        'aria-label': (extra && extra.label) + ' of row ' + (i + 1),
        value: row[field] === null || row[field] === undefined ? '' : String(row[field]),
        placeholder: (extra && extra.placeholder) || '',
        'data-testid': 'variant-' + i + '-' + field,
        onChange: function (e) {
          props.onRow(i, field, e.target.value);
        },
        style: P.inputStyle(bad, { width: (extra && extra.width) || '100px' }),
      }),
    );
  }

  function check(P, props, i, row, field, label) {
    return h(
      P.Field,
      { errors: props.errors, path: 'variants.' + row.key + '.' + field },
      h('input', {
        type: 'checkbox',
        'aria-label': label + ' (row ' + (i + 1) + ')',
        checked: !!row[field],
        'data-testid': 'variant-' + i + '-' + field,
        onChange: function (e) {
          props.onRow(i, field, e.target.checked);
        },
      }),
    );
  }

  function stockCell(P, props, i, row) {
    var path = 'variants.' + row.key + '.stock';
    var level = row.id ? row.onHand + ' on hand · ' + row.available + ' available' : 'New: opening stock';
    if (!row.isTracked) return h('span', { style: P.S.help }, 'Not tracked');
    return h(
      'div',
      { style: { minWidth: '220px' } },
      h('div', { style: Object.assign({}, P.S.help, { marginTop: 0, marginBottom: '4px' }), 'data-testid': 'variant-' + i + '-level' }, level),
      h(
        'div',
        { style: { display: 'flex', gap: '6px' } },
        h('input', {
          'aria-label': 'Stock to add or remove (row ' + (i + 1) + ')',
          placeholder: '± units',
          value: row.delta,
          'data-testid': 'variant-' + i + '-delta',
          onChange: (e) => props.onRow(i, 'delta', e.target.value),
          style: P.inputStyle(!!(props.errors && props.errors[path]), { width: '90px' }),
        }),
        h(
          'select',
          {
            'aria-label': 'Why the stock changes (row ' + (i + 1) + ')',
            value: row.reason,
            'data-testid': 'variant-' + i + '-reason',
            onChange: (e) => props.onRow(i, 'reason', e.target.value),
            style: P.inputStyle(!!(props.errors && props.errors['variants.' + row.key + '.reason']), { width: '170px' }),
          },
          props.reasons.map((r) => h('option', { key: r.value, value: r.value }, r.label)),
        ),
      ),
      props.errors && props.errors[path] ? h('div', { style: P.S.error, 'data-testid': 'error-' + path, role: 'alert' }, props.errors[path]) : null,
      props.errors && props.errors['variants.' + row.key + '.reason']
        ? h('div', { style: P.S.error, 'data-testid': 'error-variants.' + row.key + '.reason', role: 'alert' }, props.errors['variants.' + row.key + '.reason'])
        : null,
    );
  }

  function variantRow(P, props, row, i) {
    var combo = P.comboOf(row.options, props.options);
    var comboText = props.options.length ? P.comboName(combo, props.options) : 'The product (no options)';
    var rowError = props.errors && (props.errors['variants.' + row.key] || props.errors['variants.' + row.key + '.options']);
    return h(
      'tr',
      { key: row.key, 'data-testid': 'variant-row-' + i },
      h(
        'td',
        { style: CELL },
        h('input', {
          type: 'radio',
          name: 'bz-default-variant',
          'aria-label': 'Default variant (row ' + (i + 1) + ')',
          checked: !!row.isDefault,
          'data-testid': 'variant-' + i + '-isDefault',
          onChange: () => props.onDefault(i),
        }),
      ),
      h(
        'td',
        { style: CELL },
        cellInput(P, props, i, row, 'name', { label: 'Name', placeholder: comboText, width: '170px' }),
        h('div', { style: P.S.help }, comboText),
        rowError ? h('div', { style: P.S.error, role: 'alert', 'data-testid': 'error-variants.' + row.key + '.options' }, rowError) : null,
      ),
      h('td', { style: CELL }, cellInput(P, props, i, row, 'sku', { label: 'SKU', width: '120px' })),
      h('td', { style: CELL }, cellInput(P, props, i, row, 'mrp', { label: 'MRP', placeholder: 'Rs', help: P.rupeesShown(row.mrp) })),
      h(
        'td',
        { style: CELL },
        cellInput(P, props, i, row, 'sellingPrice', { label: 'Selling price', placeholder: 'Rs', help: P.rupeesShown(row.sellingPrice) }),
      ),
      h('td', { style: CELL }, check(P, props, i, row, 'isTracked', 'Tracked')),
      h('td', { style: CELL }, cellInput(P, props, i, row, 'lowStockThreshold', { label: 'Low-stock threshold', width: '60px' })),
      h('td', { style: CELL }, check(P, props, i, row, 'active', 'Active')),
      h('td', { style: CELL }, stockCell(P, props, i, row)),
      h(
        'td',
        { style: CELL },
        h(
          'button',
          { type: 'button', title: 'Remove this variant', style: P.S.small, 'data-testid': 'variant-' + i + '-remove', onClick: () => props.onRemove(i) },
          '×',
        ),
      ),
    );
  }

  /** The variants table; `rows` in their order (the position saved), `onRows(rows)` with the table changed. */
  function Variants(props) {
    var P = E();
    var rows = props.rows;
    var table = Object.assign({}, props, {
      onRow: function (i, field, value) {
        props.onRows(
          rows.map(function (r, j) {
            return j === i ? Object.assign({}, r, { [field]: value }) : r;
          }),
        );
      },
      onDefault: function (i) {
        props.onRows(
          rows.map(function (r, j) {
            return Object.assign({}, r, { isDefault: j === i });
          }),
        );
      },
      onRemove: function (i) {
        var next = rows.filter(function (_r, j) {
          return j !== i;
        });
        if (next.length && !next.some((r) => r.isDefault)) next[0] = Object.assign({}, next[0], { isDefault: true });
        props.onRows(next);
      },
    });
    var heads = ['Default', 'Variant', 'SKU', 'MRP (Rs)', 'Price (Rs)', 'Tracked', 'Low at', 'Active', 'Stock', ''];
    return h(
      'div',
      { 'data-testid': 'editor-variants' },
      rows.length > 1 ? h(FillBar, { rows: rows, onRows: props.onRows }) : null,
      h(
        P.Field,
        { errors: props.errors, path: 'variants' },
        h(
          'div',
          { style: { overflowX: 'auto' } },
          h(
            'table',
            { style: { borderCollapse: 'collapse', width: '100%', fontSize: '14px' } },
            h(
              'thead',
              null,
              h(
                'tr',
                null,
                heads.map((t, i) => h('th', { key: i, style: HEAD }, t)),
              ),
            ),
            h(
              'tbody',
              null,
              rows.map((row, i) => variantRow(P, table, row, i)),
            ),
          ),
        ),
      ),
    );
  }

  var w = /** @type {any} */ (window);
  w.BazaarProductEditor = Object.assign(w.BazaarProductEditor || {}, { Options: Options, Variants: Variants });
})();
