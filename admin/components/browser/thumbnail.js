/*
 * An image URL as a thumbnail (lists: 48 px square; the record's page: a preview), or a chip with a stand-in
 * text when there is no image (core/panel/thumbnail-field.ts); a hand-written browser script of the
 * components bundle (conventions: image-upload.js).
 */
(function () {
  var React = window.React;
  var h = React.createElement;
  var DS = window.AdminJSDesignSystem || {};
  var A = window.AdminJS || {};

  function displayable(v) {
    return typeof v === 'string' && (/^https?:\/\/\S+$/i.test(v) || /^\/(?!\/)\S*$/.test(v));
  }

  function Thumbnail(props) {
    var property = props.property;
    var params = (props.record && props.record.params) || {};
    var value = params[property.path];
    var settings = (property.custom && property.custom.thumbnail) || {};
    var fallback = settings.fallbackFrom ? params[settings.fallbackFrom] : null;
    var broken = React.useState(false);
    var list = props.where === 'list';
    var size = list ? 48 : 240;
    var body =
      displayable(value) && !broken[0]
        ? h('img', {
            src: value,
            alt: '',
            'data-testid': 'thumbnail',
            loading: 'lazy',
            onError: function () {
              broken[1](true);
            },
            style: {
              display: 'block',
              width: list ? size + 'px' : 'auto',
              height: list ? size + 'px' : 'auto',
              maxWidth: size + 'px',
              maxHeight: (list ? size : 180) + 'px',
              objectFit: list ? 'cover' : 'contain',
              boxSizing: 'border-box',
              borderRadius: '4px',
              border: '1px solid #e3e6ea',
              background: '#f3f5f8',
            },
          })
        : h(
            'span',
            {
              'data-testid': 'thumbnail-fallback',
              style: {
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                width: '48px',
                height: '48px',
                borderRadius: '4px',
                background: '#eceef1',
                color: '#454c57',
                fontSize: '10px',
                fontWeight: 600,
                letterSpacing: '0.02em',
                overflow: 'hidden',
              },
            },
            fallback ? String(fallback).slice(0, 7) : '-',
          );
    if (list) return body;
    var t = A.useTranslation ? A.useTranslation() : null;
    var label = t ? t.translateProperty(property.label, property.resourceId) : property.label;
    return DS.ValueGroup ? h(DS.ValueGroup, { label: label }, body) : h('div', null, h('label', null, label), body);
  }

  AdminJS.UserComponents.Thumbnail = Thumbnail;
})();
