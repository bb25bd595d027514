/*
 * The product editor's small parts (the page: product-editor.js; conventions: image-upload.js), as
 * window.BazaarProductEditor: its styles, a labelled field with its error beside it, the pickers that choose by
 * name (a category by its path, a brand, a series, an SEO record), and the option and variant arithmetic the page
 * shares with the server (plugins/products/panel/editor/): a variant keeps its value of an option that stays and
 * takes the first value of a new one, and "generate" adds only the combinations no row has.
 */
(function () {
  var React = window.React;
  var h = React.createElement;

  var S = {
    card: { background: '#fff', border: '1px solid #e2e5ea', borderRadius: '8px', padding: '16px 20px', marginBottom: '16px' },
    heading: { fontSize: '15px', fontWeight: 600, margin: '0 0 12px 0', color: '#1c2430' },
    grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: '12px 16px' },
    label: { display: 'block', fontSize: '12px', fontWeight: 600, color: '#454c57', marginBottom: '4px' },
    // borders as longhands: a longhand React drops (an error cleared) is not restored from a shorthand
    input: {
      width: '100%',
      boxSizing: 'border-box',
      padding: '7px 9px',
      borderWidth: '1px',
      borderStyle: 'solid',
      borderColor: '#c5cad2',
      borderRadius: '6px',
      font: 'inherit',
      fontSize: '14px',
      background: '#fff',
    },
    bad: { borderColor: '#d1393f', background: '#fff8f8' },
    error: { color: '#a3161b', fontSize: '12px', marginTop: '4px', lineHeight: '16px' },
    help: { color: '#646d7a', fontSize: '12px', marginTop: '4px', lineHeight: '16px' },
    button: { padding: '7px 14px', border: '1px solid #c5cad2', borderRadius: '6px', background: '#fff', font: 'inherit', fontSize: '14px', cursor: 'pointer' },
    primary: {
      padding: '7px 16px',
      border: '1px solid #2c5cd6',
      borderRadius: '6px',
      background: '#2c5cd6',
      color: '#fff',
      font: 'inherit',
      fontSize: '14px',
      fontWeight: 600,
      cursor: 'pointer',
    },
    small: { padding: '3px 8px', border: '1px solid #c5cad2', borderRadius: '5px', background: '#fff', font: 'inherit', fontSize: '12px', cursor: 'pointer' },
    chip: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '6px',
      padding: '3px 6px 3px 10px',
      borderRadius: '12px',
      background: '#eef2fb',
      border: '1px solid #c7d4f3',
      fontSize: '13px',
      marginRight: '6px',
      marginBottom: '6px',
    },
  };

  /** A label, its input (the child) and, beside it, what is wrong with it in words. */
  function Field(props) {
    var error = props.errors && props.errors[props.path];
    return h(
      'div',
      { 'data-field': props.path, style: props.style },
      props.label ? h('label', { style: S.label, htmlFor: props.htmlFor }, props.label) : null,
      props.children,
      error ? h('div', { style: S.error, 'data-testid': 'error-' + props.path, role: 'alert' }, error) : null,
      !error && props.help ? h('div', { style: S.help }, props.help) : null,
    );
  }

  function inputStyle(bad, extra) {
    return Object.assign({}, S.input, bad ? S.bad : {}, extra || {});
  }

  var pickerCount = 0;

  /**
   * Chooses one of `choices` ({ id, label }) by name: typing a label (or the last part of a path, "Phones" for
   * "Electronics › Phones", when only one has it) picks it; the browser's list suggests the labels as one types.
   * `onChange(id)`; '' when cleared.
   */
  function Picker(props) {
    var listId = React.useRef('bz-picker-' + ++pickerCount).current;
    var labelOf = function (id) {
      var c = props.choices.find(function (x) {
        return x.id === id;
      });
      return c ? c.label : '';
    };
    var text = React.useState(labelOf(props.value));
    function find(typed) {
      var t = typed.trim().toLowerCase();
      if (!t) return null;
      var exact = props.choices.filter(function (c) {
        return c.label.toLowerCase() === t;
      });
      if (exact.length) return exact[0];
      var leaf = props.choices.filter(function (c) {
        return String(c.label.split(' › ').pop()).toLowerCase() === t;
      });
      return leaf.length === 1 ? leaf[0] : null;
    }
    // a value set from outside (a reload, a brand that no longer has the series) shows its label
    React.useEffect(
      function () {
        var shown = find(text[0]);
        if ((shown ? shown.id : '') !== (props.value || '')) text[1](labelOf(props.value));
      },
      [props.value, props.choices],
    );
    function changed(event) {
      var typed = event.target.value;
      text[1](typed);
      var found = find(typed);
      if (found) {
        text[1](found.label);
        props.onChange(found.id);
      } else props.onChange('');
      if (props.onText) props.onText(typed);
    }
    var unknown = text[0].trim() !== '' && !find(text[0]);
    return h(
      React.Fragment,
      null,
      h('input', {
        id: props.id,
        list: listId,
        value: text[0],
        placeholder: props.placeholder || 'Type a name',
        onChange: changed,
        'data-testid': props.testId,
        autoComplete: 'off',
        style: inputStyle(props.bad || unknown),
      }),
      h(
        'datalist',
        { id: listId },
        props.choices.slice(0, 1000).map(function (c) {
          return h('option', { key: c.id, value: c.label });
        }),
      ),
      unknown && !props.quiet
        ? h('div', { style: S.error }, 'No ' + (props.noun || 'record') + ' is named “' + text[0].trim() + '”: pick one from the list')
        : null,
    );
  }

  /** "Black, Blue ,, Red" -> ["Black", "Blue", "Red"] (trimmed, blanks and repeats left out). */
  function splitValues(text) {
    var out = [];
    String(text || '')
      .split(',')
      .forEach(function (v) {
        var t = v.trim();
        if (t && out.indexOf(t) === -1) out.push(t);
      });
    return out;
  }

  /** The options as the form has them: { name, valuesText } rows -> [{ name, values }] without blank rows. */
  function optionsOf(rows) {
    return rows
      .map(function (o) {
        return { name: String(o.name || '').trim(), values: splitValues(o.valuesText) };
      })
      .filter(function (o) {
        return o.name || o.values.length;
      });
  }

  /** A variant's combination once `options` are the product's: its value of each option, else the option's first. */
  function comboOf(rowOptions, options) {
    var combo = {};
    options.forEach(function (o) {
      var kept = rowOptions && rowOptions[o.name];
      combo[o.name] = kept !== undefined ? kept : o.values[0];
    });
    return combo;
  }

  function comboKey(combo, options) {
    return JSON.stringify(
      options.map(function (o) {
        return combo[o.name] === undefined ? null : combo[o.name];
      }),
    );
  }

  /** "Black / 256 GB" */
  function comboName(combo, options) {
    return options
      .map(function (o) {
        return combo[o.name];
      })
      .join(' / ');
  }

  /** Every combination of the options' values, in their order. */
  function combinations(options) {
    var out = [{}];
    options.forEach(function (o) {
      var next = [];
      out.forEach(function (c) {
        o.values.forEach(function (v) {
          var copy = Object.assign({}, c);
          copy[o.name] = v;
          next.push(copy);
        });
      });
      out = next;
    });
    return options.length ? out : [];
  }

  /**
   * The rows once variants are generated: every row kept as it is (with its combination under the options), then a
   * new row for each combination no row has, priced like the default row. `newRow(combo)` makes one.
   */
  function generateRows(rows, options, newRow) {
    var kept = rows.map(function (r) {
      return Object.assign({}, r, { options: comboOf(r.options, options) });
    });
    var have = {};
    kept.forEach(function (r) {
      have[comboKey(r.options, options)] = true;
    });
    var added = combinations(options)
      .filter(function (c) {
        return !have[comboKey(c, options)];
      })
      .map(newRow);
    return kept.concat(added);
  }

  /** A money text as the page shows it beside the input: "12999.5" -> "Rs 12,999.50" (null when it is no amount). */
  function rupeesShown(text) {
    var m = /^\s*(?:rs\.?\s*)?(\d+|\d{1,3}(?:,\d{2,3})+)(?:\.(\d{1,2}))?\s*$/i.exec(String(text || ''));
    if (!m) return null;
    var whole = m[1].replace(/,/g, '');
    var grouped = whole.length > 3 ? whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',') + ',' + whole.slice(-3) : whole;
    return 'Rs ' + grouped + '.' + (m[2] || '').padEnd(2, '0');
  }

  // the editor's own namespace (not in globals.d.ts: only the editor's scripts read it), whichever script loads first
  var w = /** @type {any} */ (window);
  w.BazaarProductEditor = Object.assign(w.BazaarProductEditor || {}, {
    S: S,
    Field: Field,
    Picker: Picker,
    inputStyle: inputStyle,
    splitValues: splitValues,
    optionsOf: optionsOf,
    comboOf: comboOf,
    comboKey: comboKey,
    comboName: comboName,
    combinations: combinations,
    generateRows: generateRows,
    rupeesShown: rupeesShown,
  });
})();
