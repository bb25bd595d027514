/*
 * The confirmation view of a service-backed record action (PanelRecordAction) or bulk action (PanelBulkAction),
 * as a hand-written browser script appended to the components bundle (conventions: image-upload.js).
 * It names the record(s) and runs the action with a POST only when its button is pressed: a GET of these
 * actions only reads (AdminJS calls a component-less action with a GET, which a link from another site could
 * trigger with the panel's SameSite=Lax cookie). Then it shows the answered notice and follows the answered
 * redirect (the refreshed list, or the record's page).
 */
(function () {
  var React = window.React;
  var h = React.createElement;
  var DS = window.AdminJSDesignSystem || {};
  var A = window.AdminJS || {};
  var Box = DS.DrawerContent || DS.Box || 'div';
  var Footer = DS.DrawerFooter || 'div';
  var Button = DS.Button || 'button';
  var Text = DS.Text || 'p';

  // react-router listens to popstate: a pushState followed by one moves the app without a page load
  function go(url) {
    var sep = url.indexOf('?') === -1 ? '?' : '&';
    window.history.pushState({}, '', url + sep + 'refresh=true');
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }

  function ActionConfirm(props) {
    var action = props.action;
    var resource = props.resource;
    var bulk = action.actionType === 'bulk' || !!props.records;
    var records = bulk ? props.records || [] : props.record ? [props.record] : [];
    var addNotice = A.useNotice ? A.useNotice() : function () {};
    var loading = React.useState(false);
    if (!records.length) return h(Text, null, 'Select some records first.');
    var question =
      (action.custom && action.custom.confirm) || action.label + (bulk ? ': ' + records.length + (records.length === 1 ? ' record' : ' records') : '?');

    function run() {
      loading[1](true);
      var api = new A.ApiClient();
      var call = bulk
        ? api.bulkAction({
            resourceId: resource.id,
            actionName: action.name,
            recordIds: records.map(function (r) {
              return r.id;
            }),
            method: 'post',
            data: {},
          })
        : api.recordAction({ resourceId: resource.id, recordId: records[0].id, actionName: action.name, method: 'post', data: {} });
      call
        .then(function (res) {
          loading[1](false);
          if (res.data.notice) addNotice(res.data.notice);
          if (res.data.redirectUrl) go(res.data.redirectUrl);
        })
        .catch(function (e) {
          loading[1](false);
          addNotice({ message: (e && e.message) || 'The action failed', type: 'error' });
        });
    }

    var title = function (r) {
      return r.title || r.id;
    };
    return h(
      React.Fragment,
      null,
      h(
        Box,
        { 'data-testid': 'action-confirm' },
        h(Text, { mb: 'lg' }, question),
        h(
          'ul',
          null,
          records.map(function (r) {
            return h('li', { key: r.id }, title(r));
          }),
        ),
      ),
      h(
        Footer,
        null,
        h(
          Button,
          {
            variant: action.variant === 'danger' ? 'danger' : 'contained',
            size: 'lg',
            onClick: run,
            disabled: loading[0],
            'data-testid': 'action-confirm-run',
          },
          loading[0] ? 'Working...' : action.label,
        ),
      ),
    );
  }

  AdminJS.UserComponents.ActionConfirm = ActionConfirm;
})();
