/*
 * The POS counter screen (plugins/pos/admin.ts; its parts and how it talks to the server: pos-counter-parts.js):
 * products and lines, the customer (pick one, or create a walk-in who is sent a set-password link), pickup or
 * delivery, payment (cash with the change, card or QR with a reference), then the order the sale became.
 */
(function () {
  var React = window.React;
  var h = React.createElement;

  function P() {
    return /** @type {any} */ (window).BazaarPosCounter;
  }

  function Customer(props) {
    var c = props.c;
    var S = P().S;
    var q = React.useState('');
    var rows = React.useState(/** @type {any[]} */ ([]));
    var walkIn = React.useState({ name: '', email: '', phone: '' });
    var w = walkIn[0];
    var set = (patch) => walkIn[1](Object.assign({}, w, patch));
    function search() {
      if (q[0].trim()) c.run('lookupCustomers', { q: q[0].trim() }).then((o) => o.ok && rows[1](o.rows || []));
    }
    function create() {
      var args = { name: w.name.trim() };
      if (w.email.trim()) args.email = w.email.trim();
      if (w.phone.trim()) args.phone = w.phone.trim();
      c.run('walkIn', args).then((o) => o.ok && walkIn[1]({ name: '', email: '', phone: '' }));
    }
    var who = c.sale.customer;
    return h(
      'div',
      { style: S.box },
      h('h3', null, 'Customer'),
      h(
        'p',
        { 'data-testid': 'pos-customer' },
        who
          ? who.name + (who.email ? ' · ' + who.email : '') + (who.phone ? ' · ' + who.phone : '') + (c.sale.customerCreated ? ' (new walk-in)' : '')
          : 'No customer yet',
      ),
      h('input', {
        'data-testid': 'pos-customer-search',
        style: S.input,
        placeholder: 'Email, phone or name',
        value: q[0],
        onChange: (e) => q[1](e.target.value),
        onKeyDown: (e) => e.key === 'Enter' && search(),
      }),
      h('button', { style: S.plain, onClick: search }, 'Find'),
      rows[0].map((r) =>
        h(
          'div',
          { key: r.id, style: { marginTop: '6px' } },
          h(
            'button',
            { 'data-testid': 'pos-choose-customer', style: S.plain, onClick: () => c.run('pickCustomer', { customerId: r.id }).then(() => rows[1]([])) },
            'Choose ' + r.name + (r.email ? ' · ' + r.email : '') + (r.phone ? ' · ' + r.phone : ''),
          ),
        ),
      ),
      h(
        'div',
        { style: { marginTop: '12px' } },
        h('input', {
          'data-testid': 'pos-walkin-name',
          style: S.input,
          placeholder: 'Walk-in name',
          value: w.name,
          onChange: (e) => set({ name: e.target.value }),
        }),
        h('input', {
          'data-testid': 'pos-walkin-email',
          style: S.input,
          placeholder: 'Email',
          value: w.email,
          onChange: (e) => set({ email: e.target.value }),
        }),
        h('input', {
          'data-testid': 'pos-walkin-phone',
          style: S.input,
          placeholder: 'Mobile (98...)',
          value: w.phone,
          onChange: (e) => set({ phone: e.target.value }),
        }),
        h('button', { 'data-testid': 'pos-walkin-create', style: S.plain, onClick: create }, 'Create customer'),
      ),
    );
  }

  function Fulfilment(props) {
    var c = props.c;
    var S = P().S;
    var form = React.useState({ addressId: c.sale.addressId || '', charge: '' });
    var book = React.useState(/** @type {any[]} */ ([]));
    var f = form[0];
    var customerId = c.sale.customer ? c.sale.customer.id : null;
    React.useEffect(
      function () {
        if (customerId) c.run('addresses', {}).then((o) => o.ok && book[1](o.rows || []));
        else book[1]([]);
      },
      [customerId],
    );
    function delivery() {
      var charge = P().paisaOf(f.charge || '0');
      c.run('fulfilment', { fulfilment: 'delivery', addressId: f.addressId.trim() || undefined, shippingCharge: charge === undefined ? -1 : charge });
    }
    return h(
      'div',
      { style: S.box },
      h('h3', null, 'Fulfilment: ' + (c.sale.fulfilment === 'pickup' ? 'pickup at the counter' : 'delivery (' + P().rupees(c.sale.shippingCharge) + ')')),
      h('button', { 'data-testid': 'pos-pickup', style: S.plain, onClick: () => c.run('fulfilment', { fulfilment: 'pickup' }) }, 'Pickup'),
      h(
        'select',
        {
          'data-testid': 'pos-address',
          style: Object.assign({}, S.input, { marginLeft: '16px' }),
          value: f.addressId,
          onChange: (e) => form[1](Object.assign({}, f, { addressId: e.target.value })),
        },
        h('option', { value: '' }, customerId ? 'Choose an address of the customer' : 'Choose the customer first'),
        book[0].map((a) => h('option', { key: a.id, value: a.id }, a.label)),
      ),
      h('input', {
        'data-testid': 'pos-shipping-charge',
        style: S.input,
        placeholder: 'Shipping charge (Rs)',
        value: f.charge,
        onChange: (e) => form[1](Object.assign({}, f, { charge: e.target.value })),
      }),
      h('button', { 'data-testid': 'pos-deliver', style: S.plain, onClick: delivery }, 'Deliver'),
    );
  }

  function Payment(props) {
    var c = props.c;
    var S = P().S;
    var form = React.useState({ method: 'cash', tendered: '', reference: '' });
    var f = form[0];
    var set = (patch) => form[1](Object.assign({}, f, patch));
    function pay() {
      var payment = { method: f.method };
      if (f.method === 'cash') payment.amountTendered = P().paisaOf(f.tendered);
      else payment.reference = f.reference.trim() || undefined;
      c.run('complete', { payment: payment, expectedTotal: c.sale.grandTotal });
    }
    return h(
      'div',
      { style: S.box },
      h('h3', { 'data-testid': 'pos-total' }, 'Total ' + P().rupees(c.sale.grandTotal)),
      h(
        'select',
        { 'data-testid': 'pos-method', style: S.input, value: f.method, onChange: (e) => set({ method: e.target.value }) },
        h('option', { value: 'cash' }, 'Cash'),
        h('option', { value: 'card' }, 'Card'),
        h('option', { value: 'qr' }, 'QR'),
      ),
      f.method === 'cash'
        ? h('input', {
            'data-testid': 'pos-tendered',
            style: S.input,
            placeholder: 'Tendered (Rs)',
            value: f.tendered,
            onChange: (e) => set({ tendered: e.target.value }),
          })
        : h('input', {
            'data-testid': 'pos-reference',
            style: S.input,
            placeholder: 'Reference',
            value: f.reference,
            onChange: (e) => set({ reference: e.target.value }),
          }),
      h('button', { 'data-testid': 'pos-complete', style: S.button, disabled: c.busy, onClick: pay }, 'Take payment'),
    );
  }

  /** The order's receipt PDF, read through the sale's hidden `receipt` view, as a file the browser opens and keeps. */
  function Receipt(props) {
    var S = P().S;
    var file = React.useState(/** @type {any} */ (null));
    var problem = React.useState('');
    function print() {
      new AdminJS.ApiClient().recordAction({ resourceId: 'PosSales', recordId: props.saleId, actionName: 'receipt' }).then(function (res) {
        var d = res.data && res.data.data;
        if (!d || !d.pdfBase64) return problem[1]((res.data && res.data.notice && res.data.notice.message) || 'The receipt could not be made');
        var bytes = Uint8Array.from(atob(d.pdfBase64), (ch) => ch.charCodeAt(0));
        var url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
        file[1]({ url: url, name: d.fileName });
        window.open(url, '_blank');
      });
    }
    return h(
      'div',
      { style: { marginTop: '12px' } },
      h('button', { 'data-testid': 'pos-receipt', style: S.plain, onClick: print }, 'Print receipt'),
      file[0]
        ? h(
            'a',
            { 'data-testid': 'pos-receipt-file', href: file[0].url, download: file[0].name, style: { marginLeft: '12px', color: '#3040d6' } },
            file[0].name,
          )
        : null,
      problem[0] ? h('span', { role: 'alert', style: { marginLeft: '12px', color: '#a3161b' } }, problem[0]) : null,
    );
  }

  var STATUS_WORDS = { draft: 'draft', picked_up: 'handed over', ordered: 'ordered for delivery', cancelled: 'cancelled' };

  /** The page's heading, from the sale as it is now (AdminJS's own heading is the record as it was loaded). */
  function Heading(props) {
    var c = props.c;
    var s = c.sale;
    var S = P().S;
    var who = s.customer ? s.customer.name : 'no customer yet';
    function cancel() {
      if (window.confirm('Cancel this sale? Nothing was charged and no stock was held.')) c.run('cancel', {});
    }
    return h(
      'div',
      { style: { display: 'flex', alignItems: 'center', gap: '16px', margin: '8px 0 16px' } },
      h(
        'h2',
        { 'data-testid': 'pos-heading', style: { margin: 0, fontSize: '28px', fontWeight: 'normal' } },
        'Counter sale · ' + who + ' · ' + (STATUS_WORDS[s.status] || s.status),
      ),
      h(window.BazaarPanel.Link, { href: window.BazaarPanel.paths.record('PosSales', s.publicId, 'show'), style: { color: '#3040d6' } }, 'Sale details'),
      s.status === 'draft' ? h('button', { 'data-testid': 'pos-cancel', style: S.plain, disabled: c.busy, onClick: cancel }, 'Cancel sale') : null,
    );
  }

  function Cancelled() {
    var S = P().S;
    return h(
      'div',
      { 'data-testid': 'pos-cancelled', style: S.box },
      h('h3', null, 'Sale cancelled'),
      h('div', { style: { marginTop: '12px' } }, h('button', { 'data-testid': 'pos-next-sale', style: S.button, onClick: () => P().startSale() }, 'Next sale')),
    );
  }

  function Done(props) {
    var s = props.sale;
    var S = P().S;
    var order = window.BazaarPanel.paths.record('Orders', s.links.orderId, 'show');
    return h(
      'div',
      { 'data-testid': 'pos-done', style: S.box },
      h('h3', null, 'Sale completed: ' + (s.status === 'picked_up' ? 'handed over' : 'ordered for delivery')),
      h('p', null, 'Total ' + P().rupees(s.grandTotal) + (s.payment && s.payment.change !== null ? ' · change ' + P().rupees(s.payment.change) : '')),
      h(window.BazaarPanel.Link, { href: order, 'data-testid': 'pos-order-link', style: { color: '#3040d6' } }, 'Open the order'),
      h(Receipt, { saleId: s.publicId }),
      h('div', { style: { marginTop: '12px' } }, h('button', { 'data-testid': 'pos-next-sale', style: S.button, onClick: () => P().startSale() }, 'Next sale')),
    );
  }

  function PosCounter(props) {
    if (!props.record) {
      return h(
        'div',
        { 'data-testid': 'pos-counter', style: P().S.box },
        h('h3', null, 'Counter'),
        h('button', { 'data-testid': 'pos-start', style: P().S.button, onClick: () => P().startSale() }, 'Start a sale'),
      );
    }
    var c = P().useCounter(props);
    if (!c.sale) return h('div', { style: P().S.box }, c.problem || 'Loading the sale…');
    var problem = c.problem
      ? h('div', { 'data-testid': 'pos-problem', role: 'alert', style: Object.assign({}, P().S.box, { color: '#a3161b' }) }, c.problem)
      : null;
    if (c.sale.status !== 'draft') {
      var ended = c.sale.status === 'cancelled' ? h(Cancelled) : h(Done, { sale: c.sale });
      return h('div', { 'data-testid': 'pos-counter', style: { maxWidth: '1100px' } }, h(Heading, { c: c }), ended);
    }
    return h(
      'div',
      { 'data-testid': 'pos-counter', 'data-busy': c.busy ? 'true' : 'false', style: { maxWidth: '1100px' } },
      h(Heading, { c: c }),
      problem,
      h(P().Products, { c: c }),
      h(P().Lines, { c: c }),
      h(Customer, { c: c }),
      h(Fulfilment, { c: c }),
      h(Payment, { c: c }),
    );
  }

  AdminJS.UserComponents.PosCounter = PosCounter;
})();
