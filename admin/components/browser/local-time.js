/*
 * An instant as the shop reads it, whatever the browser's time zone: Kathmandu wall time with the date,
 * "28 Nov 2026, 10:25" (core/panel/local-time.ts names it for every datetime property), in lists and on a
 * record's page; a hand-written browser script of the components bundle (conventions: image-upload.js).
 */
(function () {
  var React = window.React;
  var h = React.createElement;
  var DS = window.AdminJSDesignSystem || {};
  var A = window.AdminJS || {};

  var FORMAT = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kathmandu',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

  /** @param {unknown} value */
  function kathmandu(value) {
    if (value === null || value === undefined || value === '') return '';
    var at = new Date(/** @type {any} */ (value));
    return isNaN(at.getTime()) ? String(value) : FORMAT.format(at);
  }

  function KathmanduTime(props) {
    var property = props.property;
    var params = (props.record && props.record.params) || {};
    var value = params[property.path];
    var text = kathmandu(value);
    var body = h('span', { 'data-testid': 'kathmandu-time', title: text ? 'Kathmandu time (UTC+05:45)' : undefined }, text || '-');
    if (props.where === 'list') return body;
    var t = A.useTranslation ? A.useTranslation() : null;
    var label = t ? t.translateProperty(property.label, property.resourceId) : property.label;
    return DS.ValueGroup ? h(DS.ValueGroup, { label: label }, body) : h('div', null, h('label', null, label), body);
  }

  AdminJS.UserComponents.KathmanduTime = KathmanduTime;
})();
