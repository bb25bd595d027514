/*
 * Starts a new record's form with the property's default (custom.defaultValue, core/panel/default-value.ts)
 * and hands the drawing to AdminJS's own component for the type (CleanPropertyComponent); a hand-written
 * browser script of the components bundle (conventions: image-upload.js). The default is also put in
 * the form's values, so the form submits what it shows.
 */
(function () {
  var React = window.React;
  var h = React.createElement;
  var A = window.AdminJS || {};

  function DefaultValue(props) {
    var property = props.property;
    var record = props.record || { params: {} };
    var params = record.params || {};
    var fallback = property.custom ? property.custom.defaultValue : undefined;
    var missing = !record.id && params[property.path] === undefined && fallback !== undefined;
    React.useEffect(
      function () {
        if (missing && props.onChange) props.onChange(property.path, fallback);
      },
      [missing],
    );
    var shown = missing
      ? Object.assign({}, record, {
          params: Object.assign(
            {},
            params,
            (function () {
              var o = {};
              o[property.path] = fallback;
              return o;
            })(),
          ),
        })
      : record;
    return h(A.CleanPropertyComponent, Object.assign({}, props, { record: shown }));
  }

  AdminJS.UserComponents.DefaultValue = DefaultValue;
})();
