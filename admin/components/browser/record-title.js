/*
 * A record's page is titled by the record's name or number (its AdminJS title: "BZ-000123", "Samsung Galaxy A56
 * 5G") instead of the action's name ("Show"); another action on a record reads "Edit: BZ-000123". Overrides
 * AdminJS's ActionHeader (allowOverride: AdminJS.UserComponents.ActionHeader) and draws the original with that
 * title; a hand-written browser script of the components bundle (conventions: image-upload.js).
 */
(function () {
  var React = window.React;
  var h = React.createElement;
  var A = window.AdminJS || {};

  // a record's name beside many action buttons keeps at least 40% of the row; the buttons wrap in the rest
  var HEADER_ROW = '[data-css$="-action-header"] > :last-child';
  var LAYOUT =
    HEADER_ROW +
    ' > :first-child { min-width: 40%; }' +
    HEADER_ROW +
    ' > :last-child:not(:first-child) { flex-shrink: 1; min-width: 0; }' +
    HEADER_ROW +
    ' > :last-child:not(:first-child) > * { flex-wrap: wrap; justify-content: flex-end; row-gap: 8px; }';

  /** @param {any} el */
  function withLayout(el) {
    return h(React.Fragment, null, h('style', { 'data-bazaar': 'record-title' }, LAYOUT), el);
  }

  function RecordTitleHeader(props) {
    // hooks first, on every render (the record arrives after the first one)
    var t = A.useTranslation ? A.useTranslation() : null;
    var Original = props.OriginalComponent;
    var record = props.record;
    var action = props.action;
    var raw = record && typeof record.title === 'string' ? record.title.trim() : '';
    // a title that is an enum value reads in words, as its badge does ("hero_banner" -> "Hero banner")
    var titleProperty = props.resource && props.resource.titleProperty;
    var words = titleProperty && titleProperty.custom && titleProperty.custom['enum'] && titleProperty.custom['enum'].labels;
    var title = (words && words[raw]) || raw;
    if (!Original || !action || !title || action.actionType !== 'record') return Original ? withLayout(h(Original, props)) : null;
    var resourceId = props.resource && props.resource.id;
    if (!t || !t.i18n || !resourceId) return withLayout(h(Original, props));
    var text = action.name === 'show' ? title : t.translateAction(action.label, resourceId) + ': ' + title;
    // the header translates the action's label (a label it has no words for would read in start case, "BZ 000123"):
    // the title is handed to it as this action's words on this resource, under a key of its own
    var key = 'bazaarRecordTitle_' + action.name.replace(/[^A-Za-z0-9_-]/g, '_');
    t.i18n.addResource(t.i18n.language, 'translation', 'resources.' + resourceId + '.actions.' + key, text);
    return withLayout(h(Original, Object.assign({}, props, { action: Object.assign({}, action, { label: key }) })));
  }

  AdminJS.UserComponents.ActionHeader = RecordTitleHeader;
})();
