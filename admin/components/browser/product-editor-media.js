/*
 * The product editor's images (the page: product-editor.js), as window.BazaarProductEditor.Media. Files are uploaded
 * as the panel uploads images (the media library's upload action, BazaarPanel.uploadImage: public `landing` files,
 * WebP), and the product keeps their storage keys, as the media route takes them. Each image shows as a thumbnail
 * with its alt text (prefilled with the product's name); images are reordered by dragging one onto another (or
 * with its arrows), and one is picked as the product's thumbnail (the first, until another is picked).
 */
(function () {
  var React = window.React;
  var h = React.createElement;

  function E() {
    return /** @type {any} */ (window).BazaarProductEditor;
  }

  // border longhands only: React drops a longhand without restoring it from a shorthand (black borders)
  var TILE = {
    width: '168px',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: '#e2e5ea',
    boxShadow: 'none',
    borderRadius: '8px',
    padding: '8px',
    background: '#fff',
    boxSizing: 'border-box',
  };

  /** `gallery` [{ key, url, alt }] in order, `thumbnailKey` (null: the first image); `onChange({ gallery, thumbnailKey })`. */
  function Media(props) {
    var P = E();
    var busy = React.useState(/** @type {string | null} */ (null));
    var error = React.useState(/** @type {string | null} */ (null));
    var dragged = React.useState(/** @type {number | null} */ (null));
    var over = React.useState(/** @type {number | null} */ (null));
    var gallery = props.gallery;
    var thumb = props.thumbnailKey && gallery.some((g) => g.key === props.thumbnailKey) ? props.thumbnailKey : gallery[0] ? gallery[0].key : null;

    function set(nextGallery, nextThumb) {
      props.onChange({ gallery: nextGallery, thumbnailKey: nextThumb === undefined ? props.thumbnailKey : nextThumb });
    }

    function upload(event) {
      var input = event.target;
      var files = Array.prototype.slice.call(input.files || []);
      if (!files.length) return;
      error[1](null);
      var added = [];
      var chain = Promise.resolve();
      files.forEach(function (file, i) {
        chain = chain.then(function () {
          busy[1]('Uploading ' + file.name + ' (' + (i + 1) + ' of ' + files.length + ')…');
          return window.BazaarPanel.uploadImage(file, 'landing').then(function (params) {
            added.push({ key: params.relativePath, url: params.url, alt: props.defaultAlt || '' });
          });
        });
      });
      chain
        .catch(function (e) {
          error[1]((e && e.message) || 'The upload failed');
        })
        .then(function () {
          if (added.length) set(gallery.concat(added));
          busy[1](null);
          input.value = '';
        });
    }

    function move(from, to) {
      if (from === to || to < 0 || to >= gallery.length) return;
      var next = gallery.slice();
      var item = next.splice(from, 1)[0];
      next.splice(to, 0, item);
      set(next);
    }

    function tile(g, i) {
      var isThumb = g.key === thumb;
      var altPath = 'media.' + i + '.alt';
      return h(
        'div',
        {
          key: g.key,
          draggable: true,
          'data-testid': 'media-tile-' + i,
          'data-key': g.key,
          onDragStart: function (e) {
            dragged[1](i);
            if (e.dataTransfer) e.dataTransfer.effectAllowed = 'move';
          },
          onDragOver: function (e) {
            e.preventDefault();
            if (over[0] !== i) over[1](i);
          },
          onDragLeave: function () {
            if (over[0] === i) over[1](null);
          },
          onDrop: function (e) {
            e.preventDefault();
            if (dragged[0] !== null) move(dragged[0], i);
            dragged[1](null);
            over[1](null);
          },
          onDragEnd: function () {
            dragged[1](null);
            over[1](null);
          },
          style: Object.assign(
            {},
            TILE,
            over[0] === i && dragged[0] !== i ? { borderColor: '#2c5cd6', boxShadow: '0 0 0 2px #c7d4f3' } : {},
            isThumb ? { borderColor: '#8fd3a4' } : {},
          ),
        },
        h('img', {
          src: g.url,
          alt: g.alt || 'Image ' + (i + 1),
          draggable: false,
          style: { display: 'block', width: '150px', height: '110px', objectFit: 'contain', background: '#f6f7f9', borderRadius: '4px', cursor: 'grab' },
        }),
        h(
          P.Field,
          { errors: props.errors, path: altPath, style: { marginTop: '6px' } },
          h('input', {
            'aria-label': 'Alt text of image ' + (i + 1),
            placeholder: 'Alt text',
            value: g.alt || '',
            'data-testid': 'media-alt-' + i,
            onChange: function (e) {
              set(gallery.map((x, j) => (j === i ? Object.assign({}, x, { alt: e.target.value }) : x)));
            },
            style: P.inputStyle(!!(props.errors && props.errors[altPath]), { fontSize: '12px', padding: '4px 6px' }),
          }),
        ),
        h(
          'div',
          { style: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginTop: '6px' } },
          h(
            'label',
            { style: { fontSize: '12px', display: 'flex', alignItems: 'center', gap: '4px', cursor: 'pointer' } },
            h('input', { type: 'radio', name: 'bz-thumbnail', checked: isThumb, 'data-testid': 'media-thumb-' + i, onChange: () => set(gallery, g.key) }),
            isThumb ? 'Thumbnail' : 'Make thumbnail',
          ),
          h(
            'span',
            null,
            h('button', { type: 'button', title: 'Move left', style: P.S.small, disabled: i === 0, onClick: () => move(i, i - 1) }, '◀'),
            h('button', { type: 'button', title: 'Move right', style: P.S.small, disabled: i === gallery.length - 1, onClick: () => move(i, i + 1) }, '▶'),
            h(
              'button',
              {
                type: 'button',
                title: 'Remove this image',
                style: P.S.small,
                'data-testid': 'media-remove-' + i,
                onClick: () =>
                  set(
                    gallery.filter((_x, j) => j !== i),
                    g.key === props.thumbnailKey ? null : undefined,
                  ),
              },
              '×',
            ),
          ),
        ),
      );
    }

    return h(
      'div',
      { 'data-testid': 'editor-media' },
      h(
        'div',
        { style: { display: 'flex', flexWrap: 'wrap', gap: '10px', marginBottom: '10px' } },
        gallery.length ? gallery.map(tile) : h('div', { style: P.S.help }, 'No images yet.'),
      ),
      props.canUpload
        ? h(
            'label',
            { style: Object.assign({}, P.S.button, { display: 'inline-block' }) },
            'Upload images…',
            h('input', { type: 'file', accept: 'image/*', multiple: true, 'data-testid': 'media-input', onChange: upload, style: { display: 'none' } }),
          )
        : h('div', { style: P.S.help }, 'Uploading images needs the permission to upload to the media library.'),
      busy[0] ? h('span', { style: Object.assign({}, P.S.help, { marginLeft: '10px' }), 'data-testid': 'media-busy' }, busy[0]) : null,
      error[0] ? h('div', { style: P.S.error, role: 'alert' }, error[0]) : null,
      props.errors && props.errors.media ? h('div', { style: P.S.error, role: 'alert', 'data-testid': 'error-media' }, props.errors.media) : null,
      gallery.length > 1 ? h('div', { style: P.S.help }, 'Drag an image onto another to change the order; the storefront shows them in this order.') : null,
    );
  }

  var w = /** @type {any} */ (window);
  w.BazaarProductEditor = Object.assign(w.BazaarProductEditor || {}, { Media: Media });
})();
