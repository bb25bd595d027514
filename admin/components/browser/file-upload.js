/*
 * A file field sent with the form (multipart), as a hand-written browser script appended to the components
 * bundle (conventions: image-upload.js). Edit: a file input whose chosen File is kept in the record's
 * params (AdminJS's form turns a File param into a multipart part); show/list: nothing to show (the file is
 * not part of the record). Validation errors of the property are shown under the input.
 */
(function () {
  var React = window.React;
  var h = React.createElement;
  var DS = window.AdminJSDesignSystem || {};
  var A = window.AdminJS || {};
  var FormGroup = DS.FormGroup || 'div';
  var FormMessage = DS.FormMessage || 'div';
  var Text = DS.Text || 'span';

  function Edit(props) {
    var property = props.property;
    var record = props.record || {};
    var chosen = (record.params || {})[property.path];
    var serverError = record.errors && record.errors[property.path];
    var accept = (property.custom && property.custom.fileUpload && property.custom.fileUpload.accept) || undefined;
    var Label = A.PropertyLabel;
    var name = chosen && typeof chosen === 'object' && chosen.name ? chosen.name : null;
    return h(
      FormGroup,
      { error: !!serverError },
      Label ? h(Label, { property: property }) : h('label', null, property.label),
      h('input', {
        type: 'file',
        name: property.path,
        accept: accept,
        disabled: property.isDisabled,
        'data-testid': 'file-upload-input',
        onChange: function (e) {
          var file = e.target.files && e.target.files[0];
          props.onChange(property.path, file || null);
        },
      }),
      name ? h(Text, { 'data-testid': 'file-upload-chosen' }, name + ' (' + chosen.size + ' bytes)') : null,
      h(FormMessage, { 'data-testid': 'file-upload-error' }, serverError ? serverError.message : null),
    );
  }

  function FileUpload(props) {
    return props.where === 'edit' ? h(Edit, props) : null;
  }

  AdminJS.UserComponents.FileUpload = FileUpload;
})();
