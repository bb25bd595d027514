/*
 * The structured editor of a JSON field (core/panel/schema-field.ts): a form generated from the field's JSON
 * schema, as a hand-written browser script appended to the components bundle (conventions:
 * image-upload.js; helpers: panel-kit.js). Objects are groups of fields, lists are cards that
 * can be added, removed and moved, strings are inputs (long ones text areas, dates date inputs, images with
 * an upload button, references a search by title), enums selects, `oneOf` with a discriminator a choice of
 * variant, rich-text documents the design system's editor. The field's value stays JSON text: the form
 * writes `JSON.stringify` of what it holds (an optional value left out is ''), and the server validates it
 * with the same schema or DTO as the API.
 */
(function () {
  var React = window.React;
  var h = React.createElement;
  var DS = window.AdminJSDesignSystem || {};
  var A = window.AdminJS || {};
  var FormGroup = DS.FormGroup || 'div';
  var FormMessage = DS.FormMessage || 'div';
  var ValueGroup = DS.ValueGroup;

  var WORDS = { cta: 'CTA', url: 'URL', seo: 'SEO', faq: 'FAQ', faqs: 'FAQs', id: 'id' };
  var INPUT = {
    width: '100%',
    boxSizing: 'border-box',
    padding: '8px 10px',
    border: '1px solid #c5cad2',
    borderRadius: '4px',
    font: 'inherit',
    fontSize: '14px',
    background: '#fff',
  };
  var SMALL_BUTTON = {
    padding: '4px 10px',
    border: '1px solid #c5cad2',
    borderRadius: '4px',
    background: '#fff',
    font: 'inherit',
    fontSize: '13px',
    cursor: 'pointer',
    color: '#1c2430',
  };
  var ADD_BUTTON = Object.assign({}, SMALL_BUTTON, { borderColor: '#2c5cd6', color: '#2c5cd6' });

  // a label inside a sentence: "Add image", but "Add CTA"
  function inText(label) {
    return /^[A-Z]{2}/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);
  }

  function labelOf(key, schema) {
    if (schema && typeof schema.title === 'string') return schema.title;
    var words = String(key)
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .replace(/[_-]+/g, ' ')
      .toLowerCase()
      .split(' ');
    var text = words
      .map(function (w) {
        return WORDS[w] || w;
      })
      .join(' ');
    return text.charAt(0).toUpperCase() + text.slice(1);
  }

  function typeOf(schema) {
    if (!schema || typeof schema !== 'object') return 'unknown';
    if (schema['x-editor'] === 'richtext-doc') return 'richtext';
    if (Object.prototype.hasOwnProperty.call(schema, 'const')) return 'const';
    if (Array.isArray(schema['enum'])) return 'enum';
    if (Array.isArray(schema.oneOf) && schema.discriminator) return 'variants';
    var t = Array.isArray(schema.type)
      ? schema.type.filter(function (x) {
          return x !== 'null';
        })[0]
      : schema.type;
    if (t) return t;
    if (schema.properties) return 'object';
    if (schema.items) return 'array';
    return 'unknown';
  }

  function variantKey(schema) {
    return schema.discriminator.propertyName;
  }
  function variantValue(variant, key) {
    var p = variant.properties && variant.properties[key];
    return p && p['const'];
  }

  // the value a new item starts with
  function fresh(schema) {
    var t = typeOf(schema);
    if (t === 'object') {
      var o = {};
      var props = schema.properties || {};
      Object.keys(props).forEach(function (k) {
        if (typeOf(props[k]) === 'const') o[k] = props[k]['const'];
      });
      return o;
    }
    if (t === 'variants') return fresh(schema.oneOf[0]);
    if (t === 'array') return [];
    if (t === 'boolean') return false;
    if (t === 'const') return schema['const'];
    if (t === 'string' || t === 'enum') return '';
    return undefined;
  }

  var counter = 0;
  function newKey() {
    counter += 1;
    return 'k' + counter;
  }

  function displayable(v) {
    return typeof v === 'string' && (/^https?:\/\/\S+$/i.test(v) || /^\/(?!\/)\S*$/.test(v));
  }

  function Row(props) {
    return h(
      'div',
      { 'data-testid': 'schema-field', 'data-path': props.path, style: { marginBottom: '12px' } },
      props.label
        ? h(
            'label',
            { style: { display: 'block', fontSize: '13px', fontWeight: 500, color: '#454c57', marginBottom: '4px' } },
            props.required ? h('span', { style: { color: '#2c5cd6' } }, '* ') : null,
            props.label,
          )
        : null,
      props.children,
    );
  }

  function ImageInput(props) {
    var busy = React.useState(false);
    var error = React.useState(/** @type {string | null} */ (null));
    function upload(e) {
      var input = e.target;
      var file = input.files && input.files[0];
      if (!file) return;
      busy[1](true);
      error[1](null);
      window.BazaarPanel.uploadImage(file, 'landing')
        .then(function (saved) {
          if (!saved.url) throw new Error('The uploaded file has no public URL');
          props.onChange(saved.url);
        })
        .catch(function (err) {
          error[1]((err && err.message) || 'The upload failed');
        })
        .then(function () {
          busy[1](false);
          input.value = '';
        });
    }
    return h(
      'div',
      null,
      h(
        'div',
        { style: { display: 'flex', gap: '8px', alignItems: 'center' } },
        h('input', {
          type: 'text',
          value: props.value || '',
          placeholder: 'https://... or /path',
          'data-testid': 'schema-input',
          style: INPUT,
          onChange: function (e) {
            props.onChange(e.target.value);
          },
        }),
        h(
          'label',
          { style: Object.assign({}, SMALL_BUTTON, { whiteSpace: 'nowrap' }) },
          busy[0] ? 'Uploading...' : 'Upload',
          h('input', { type: 'file', accept: 'image/*', style: { display: 'none' }, disabled: busy[0], onChange: upload, 'data-testid': 'schema-upload' }),
        ),
      ),
      displayable(props.value)
        ? h('img', { src: props.value, alt: '', style: { display: 'block', maxWidth: '160px', maxHeight: '90px', marginTop: '6px', objectFit: 'contain' } })
        : null,
      error[0] ? h('div', { style: { color: '#a3161b', fontSize: '13px', marginTop: '4px' } }, error[0]) : null,
    );
  }

  // the public id of a record of another resource, chosen by its title
  function ReferenceInput(props) {
    var resourceId = props.resourceId;
    var title = React.useState(/** @type {string | null} */ (null));
    var query = React.useState('');
    var results = React.useState(/** @type {any[]} */ ([]));
    React.useEffect(
      function () {
        if (!props.value) {
          title[1](null);
          return;
        }
        new A.ApiClient().recordAction({ resourceId: resourceId, recordId: props.value, actionName: 'show' }).then(
          function (res) {
            title[1]((res.data.record && res.data.record.title) || props.value);
          },
          function () {
            title[1](props.value);
          },
        );
      },
      [props.value],
    );
    function search(text) {
      query[1](text);
      if (!text.trim()) {
        results[1]([]);
        return;
      }
      new A.ApiClient().searchRecords({ resourceId: resourceId, query: text }).then(
        function (records) {
          results[1](records.slice(0, 8));
        },
        function () {
          results[1]([]);
        },
      );
    }
    return h(
      'div',
      { 'data-testid': 'schema-reference' },
      props.value
        ? h(
            'div',
            { style: { display: 'flex', gap: '8px', alignItems: 'center', marginBottom: '6px' } },
            h('span', { 'data-testid': 'schema-reference-title', style: { fontSize: '14px' } }, title[0] || '...'),
            h(
              'button',
              {
                type: 'button',
                style: SMALL_BUTTON,
                onClick: function () {
                  props.onChange(undefined);
                },
              },
              'Clear',
            ),
          )
        : null,
      h('input', {
        type: 'search',
        value: query[0],
        placeholder: props.value ? 'Search to replace...' : 'Search by title...',
        style: INPUT,
        'data-testid': 'schema-reference-search',
        onChange: function (e) {
          search(e.target.value);
        },
      }),
      results[0].length
        ? h(
            'ul',
            { style: { listStyle: 'none', margin: '4px 0 0', padding: 0, border: '1px solid #e3e6ea', borderRadius: '4px' } },
            results[0].map(function (r) {
              return h(
                'li',
                { key: r.id },
                h(
                  'button',
                  {
                    type: 'button',
                    'data-testid': 'schema-reference-option',
                    style: {
                      display: 'block',
                      width: '100%',
                      textAlign: 'left',
                      padding: '6px 10px',
                      border: 0,
                      background: 'transparent',
                      font: 'inherit',
                      cursor: 'pointer',
                    },
                    onClick: function () {
                      props.onChange(r.id);
                      query[1]('');
                      results[1]([]);
                    },
                  },
                  r.title,
                ),
              );
            }),
          )
        : null,
    );
  }

  function RichText(props) {
    var Editor = DS.RichTextEditor;
    if (!Editor) return h('textarea', { style: INPUT, value: JSON.stringify(props.value || null), readOnly: true });
    // the editor keeps the callback it was made with: it calls the latest one (the form's values change around it)
    var latest = React.useRef(props.onChange);
    latest.current = props.onChange;
    var options = React.useMemo(function () {
      return {
        onUpdate: function (ctx) {
          var doc = ctx.editor.getJSON();
          latest.current(ctx.editor.isEmpty ? undefined : doc);
        },
      };
    }, []);
    return h('div', { 'data-testid': 'schema-richtext' }, h(Editor, { value: props.value || '', onChange: function () {}, options: options }));
  }

  function Scalar(props) {
    var schema = props.schema;
    var t = typeOf(schema);
    var set = props.onChange;
    if (t === 'boolean') {
      return h('input', {
        type: 'checkbox',
        checked: props.value === true,
        'data-testid': 'schema-input',
        onChange: function (e) {
          set(e.target.checked);
        },
      });
    }
    if (t === 'integer' || t === 'number') {
      return h('input', {
        type: 'number',
        value: props.value === undefined || props.value === null ? '' : String(props.value),
        min: schema.minimum,
        max: schema.maximum,
        step: t === 'integer' ? 1 : 'any',
        style: INPUT,
        'data-testid': 'schema-input',
        onChange: function (e) {
          var v = e.target.value;
          set(v === '' ? undefined : Number(v));
        },
      });
    }
    if (t === 'enum') {
      return h(
        'select',
        {
          value: props.value === undefined || props.value === null ? '' : String(props.value),
          style: INPUT,
          'data-testid': 'schema-input',
          onChange: function (e) {
            set(e.target.value === '' ? undefined : e.target.value);
          },
        },
        h('option', { value: '' }, props.required ? 'Choose...' : '(none)'),
        schema['enum']
          .filter(function (v) {
            return v !== null;
          })
          .map(function (v) {
            return h('option', { key: String(v), value: String(v) }, labelOf(String(v)));
          }),
      );
    }
    if (schema['x-reference']) return h(ReferenceInput, { resourceId: schema['x-reference'], value: props.value, onChange: set });
    if (schema['x-editor'] === 'image' || schema.format === 'image-url')
      return h(ImageInput, {
        value: props.value,
        onChange: function (v) {
          set(v === '' ? undefined : v);
        },
      });
    var text = props.value === undefined || props.value === null ? '' : String(props.value);
    var change = function (e) {
      var v = e.target.value;
      set(v === '' && !props.required ? undefined : v);
    };
    if ((schema.maxLength || 0) > 255) {
      return h('textarea', {
        value: text,
        rows: (schema.maxLength || 0) > 1000 ? 5 : 3,
        maxLength: schema.maxLength,
        style: Object.assign({}, INPUT, { resize: 'vertical' }),
        'data-testid': 'schema-input',
        onChange: change,
      });
    }
    var type = schema.format === 'date' ? 'date' : schema.format === 'email' ? 'email' : 'text';
    return h('input', { type: type, value: text, maxLength: schema.maxLength, style: INPUT, 'data-testid': 'schema-input', onChange: change });
  }

  function ObjectFields(props) {
    var schema = props.schema;
    var value = props.value && typeof props.value === 'object' && !Array.isArray(props.value) ? props.value : {};
    var props_ = schema.properties || {};
    var required = schema.required || [];
    function setKey(key, v) {
      var next = {};
      // only what the schema knows is kept (no stale keys from another shape)
      Object.keys(props_).forEach(function (k) {
        if (value[k] !== undefined) next[k] = value[k];
      });
      if (v === undefined) delete next[key];
      else next[key] = v;
      props.onChange(next);
    }
    return h(
      'div',
      null,
      Object.keys(props_)
        .filter(function (k) {
          return props.hide !== k;
        })
        .map(function (key) {
          return h(Field, {
            key: key,
            name: key,
            schema: props_[key],
            value: value[key],
            required: required.indexOf(key) !== -1,
            path: props.path + '.' + key,
            onChange: function (v) {
              setKey(key, v);
            },
          });
        }),
    );
  }

  function Variants(props) {
    var schema = props.schema;
    var key = variantKey(schema);
    var value = props.value && typeof props.value === 'object' ? props.value : fresh(schema.oneOf[0]);
    var current =
      schema.oneOf.filter(function (v) {
        return variantValue(v, key) === value[key];
      })[0] || schema.oneOf[0];
    return h(
      'div',
      null,
      h(
        Row,
        { label: labelOf(key), required: true, path: props.path + '.' + key },
        h(
          'select',
          {
            value: String(variantValue(current, key)),
            style: INPUT,
            'data-testid': 'schema-input',
            onChange: function (e) {
              var chosen = schema.oneOf.filter(function (v) {
                return String(variantValue(v, key)) === e.target.value;
              })[0];
              props.onChange(fresh(chosen));
            },
          },
          schema.oneOf.map(function (v) {
            var c = variantValue(v, key);
            return h('option', { key: String(c), value: String(c) }, labelOf(String(c)));
          }),
        ),
      ),
      h(ObjectFields, { schema: current, value: value, hide: key, path: props.path, onChange: props.onChange }),
    );
  }

  function ArrayField(props) {
    var schema = props.schema;
    var items = Array.isArray(props.value) ? props.value : [];
    var keys = React.useState(function () {
      return items.map(newKey);
    });
    var k = keys[0];
    if (k.length !== items.length) {
      k = items.map(function (_, i) {
        return k[i] || newKey();
      });
    }
    var itemSchema = schema.items || {};
    var max = typeof schema.maxItems === 'number' ? schema.maxItems : Infinity;
    var noun = labelOf(props.name || 'item', null).replace(/s$/, '') || 'Item';
    var nounInText = inText(noun);
    function commit(next, nextKeys) {
      keys[1](nextKeys);
      props.onChange(next.length || props.required ? next : undefined);
    }
    function move(i, by) {
      var j = i + by;
      if (j < 0 || j >= items.length) return;
      var next = items.slice();
      var nk = k.slice();
      var tmp = next[i];
      next[i] = next[j];
      next[j] = tmp;
      tmp = nk[i];
      nk[i] = nk[j];
      nk[j] = tmp;
      commit(next, nk);
    }
    var simple = ['object', 'variants', 'richtext', 'array'].indexOf(typeOf(itemSchema)) === -1;
    return h(
      'div',
      { 'data-testid': 'schema-list' },
      items.map(function (item, i) {
        var set = function (v) {
          var next = items.slice();
          next[i] = v;
          commit(next, k);
        };
        var tools = h(
          'span',
          { style: { display: 'flex', gap: '4px', marginLeft: 'auto' } },
          h(
            'button',
            {
              type: 'button',
              title: 'Move up',
              'aria-label': 'Move up',
              disabled: i === 0,
              style: SMALL_BUTTON,
              onClick: function () {
                move(i, -1);
              },
            },
            '\u2191',
          ),
          h(
            'button',
            {
              type: 'button',
              title: 'Move down',
              'aria-label': 'Move down',
              disabled: i === items.length - 1,
              style: SMALL_BUTTON,
              onClick: function () {
                move(i, 1);
              },
            },
            '\u2193',
          ),
          h(
            'button',
            {
              type: 'button',
              'data-testid': 'schema-remove',
              style: SMALL_BUTTON,
              onClick: function () {
                var next = items.slice();
                next.splice(i, 1);
                var nk = k.slice();
                nk.splice(i, 1);
                commit(next, nk);
              },
            },
            'Remove',
          ),
        );
        if (simple) {
          return h(
            'div',
            { key: k[i], 'data-testid': 'schema-item', style: { display: 'flex', gap: '8px', alignItems: 'flex-start', marginBottom: '6px' } },
            h('div', { style: { flex: 1, minWidth: 0 } }, h(Scalar, { schema: itemSchema, value: item, required: true, onChange: set })),
            tools,
          );
        }
        return h(
          'div',
          {
            key: k[i],
            'data-testid': 'schema-item',
            style: { border: '1px solid #e3e6ea', borderRadius: '6px', padding: '10px 12px', marginBottom: '8px', background: '#fafbfc' },
          },
          h(
            'div',
            { style: { display: 'flex', alignItems: 'center', marginBottom: '8px' } },
            h('strong', { style: { fontSize: '13px', color: '#454c57' } }, noun + ' ' + (i + 1)),
            tools,
          ),
          h(Field, { schema: itemSchema, value: item, bare: true, required: true, path: props.path + '.' + i, onChange: set }),
        );
      }),
      h(
        'button',
        {
          type: 'button',
          'data-testid': 'schema-add',
          disabled: items.length >= max,
          style: ADD_BUTTON,
          onClick: function () {
            commit(items.concat([fresh(itemSchema)]), k.concat([newKey()]));
          },
        },
        '+ Add ' + nounInText,
      ),
    );
  }

  function Field(props) {
    var schema = props.schema || {};
    var t = typeOf(schema);
    if (t === 'const') return null;
    var label = props.bare ? null : labelOf(props.name, schema);
    var body;
    if (t === 'object' || t === 'variants') {
      var inner = t === 'object' ? h(ObjectFields, props) : h(Variants, props);
      if (props.bare) return inner;
      if (props.value === undefined && !props.required) {
        body = h(
          'button',
          {
            type: 'button',
            'data-testid': 'schema-add',
            style: ADD_BUTTON,
            onClick: function () {
              props.onChange(fresh(schema));
            },
          },
          '+ Add ' + inText(label),
        );
      } else {
        body = h(
          'div',
          { style: { borderLeft: '3px solid #e3e6ea', paddingLeft: '12px' } },
          inner,
          props.required
            ? null
            : h(
                'button',
                {
                  type: 'button',
                  'data-testid': 'schema-remove',
                  style: SMALL_BUTTON,
                  onClick: function () {
                    props.onChange(undefined);
                  },
                },
                'Remove ' + inText(label),
              ),
        );
      }
    } else if (t === 'array') {
      body = h(ArrayField, props);
    } else if (t === 'richtext') {
      body = h(RichText, props);
    } else if (t === 'unknown') {
      body = h('textarea', {
        style: INPUT,
        rows: 3,
        defaultValue: props.value === undefined ? '' : JSON.stringify(props.value),
        onChange: function (e) {
          try {
            props.onChange(e.target.value.trim() ? JSON.parse(e.target.value) : undefined);
          } catch (err) {
            /* kept until it parses */
          }
        },
      });
    } else {
      body = h(Scalar, props);
    }
    return label === null ? body : h(Row, { label: label, required: props.required, path: props.path }, body);
  }

  // read-only: the value as nested labelled lines
  function textOfDoc(doc) {
    if (!doc || typeof doc !== 'object') return '';
    if (typeof doc.text === 'string') return doc.text;
    return (doc.content || []).map(textOfDoc).join(doc.type === 'doc' ? '\n' : ' ');
  }
  function Read(props) {
    var schema = props.schema || {};
    var value = props.value;
    var t = typeOf(schema);
    if (value === undefined || value === null || value === '') return h('span', { style: { color: '#8a929e' } }, '-');
    if (t === 'richtext') return h('span', { style: { whiteSpace: 'pre-wrap' } }, textOfDoc(value));
    if (Array.isArray(value)) {
      return h(
        'ol',
        { style: { margin: 0, paddingLeft: '20px', listStyle: 'decimal' } },
        value.map(function (v, i) {
          return h('li', { key: i, style: { marginBottom: '4px' } }, h(Read, { schema: schema.items, value: v }));
        }),
      );
    }
    if (typeof value === 'object') {
      var shape =
        t === 'variants'
          ? schema.oneOf.filter(function (v) {
              return variantValue(v, variantKey(schema)) === value[variantKey(schema)];
            })[0] || {}
          : schema;
      var known = shape.properties || {};
      return h(
        'dl',
        { style: { margin: 0 } },
        Object.keys(value).map(function (k) {
          return h(
            'div',
            { key: k, style: { display: 'flex', gap: '8px', marginBottom: '2px' } },
            h('dt', { style: { color: '#646d7a', minWidth: '120px' } }, labelOf(k, known[k])),
            h('dd', { style: { margin: 0, minWidth: 0, overflowWrap: 'anywhere' } }, h(Read, { schema: known[k], value: value[k] })),
          );
        }),
      );
    }
    return h('span', { style: { overflowWrap: 'anywhere' } }, t === 'enum' ? labelOf(String(value)) : String(value));
  }

  function settings(property) {
    return (property.custom && property.custom.schemaForm) || {};
  }

  function schemaFor(property, params) {
    var s = settings(property);
    if (s.schema) return s.schema;
    if (s.schemas && s.schemaBy) return s.schemas[params[s.schemaBy]] || null;
    return null;
  }

  function parse(text) {
    if (text === undefined || text === null || text === '') return { value: undefined };
    if (typeof text !== 'string') return { value: text };
    try {
      return { value: JSON.parse(text) };
    } catch (e) {
      return { error: /** @type {Error} */ (e).message, value: undefined };
    }
  }

  function SchemaForm(props) {
    var property = props.property;
    var record = props.record || { params: {} };
    var params = record.params || {};
    var s = settings(property);
    var schema = schemaFor(property, params);
    var parsed = parse(params[property.path]);
    var t = A.useTranslation ? A.useTranslation() : null;
    var label = t ? t.translateProperty(property.label, property.resourceId) : property.label;
    if (props.where !== 'edit') {
      var shown = parsed.error
        ? h('pre', { style: { whiteSpace: 'pre-wrap' } }, String(params[property.path]))
        : h(Read, { schema: schema, value: parsed.value });
      return ValueGroup ? h(ValueGroup, { label: label }, shown) : h('div', null, h('label', null, label), shown);
    }
    var error = record.errors && record.errors[property.path];
    var write = function (v) {
      props.onChange(property.path, v === undefined ? '' : JSON.stringify(v));
    };
    var body;
    if (!schema) {
      body = h(
        'p',
        { style: { color: '#646d7a', fontSize: '14px' } },
        s.schemaBy ? 'Choose the ' + inText(labelOf(s.schemaBy)) + ' first: the fields follow from it.' : 'No form for this value.',
      );
    } else if (parsed.error) {
      body = h('p', { role: 'alert' }, 'The stored value is not valid JSON: ' + parsed.error);
    } else if (parsed.value === undefined && s.optional) {
      body = h(
        'button',
        {
          type: 'button',
          'data-testid': 'schema-add',
          style: ADD_BUTTON,
          onClick: function () {
            write(fresh(schema));
          },
        },
        s.addLabel || '+ Add',
      );
    } else {
      var value = parsed.value === undefined ? fresh(schema) : parsed.value;
      body = h(
        'div',
        null,
        h(Field, {
          schema: schema,
          value: value,
          bare: true,
          required: true,
          name: property.path,
          path: property.path,
          onChange: function (v) {
            write(v === undefined && !s.optional ? fresh(schema) : v);
          },
        }),
        s.optional
          ? h(
              'button',
              {
                type: 'button',
                'data-testid': 'schema-remove',
                style: SMALL_BUTTON,
                onClick: function () {
                  write(undefined);
                },
              },
              'Remove',
            )
          : null,
      );
    }
    var Label = A.PropertyLabel;
    return h(
      FormGroup,
      { error: !!error },
      Label ? h(Label, { property: property }) : h('label', null, label),
      h('div', { 'data-testid': 'schema-form', style: { border: '1px solid #e3e6ea', borderRadius: '6px', padding: '12px', background: '#fff' } }, body),
      h(FormMessage, null, error ? error.message : null),
    );
  }

  AdminJS.UserComponents.SchemaForm = SchemaForm;
})();
