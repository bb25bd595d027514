/*
 * A resource's records as a tree (core/panel/tree-view.ts), as a hand-written browser script appended to the
 * components bundle (conventions: image-upload.js; helpers: panel-kit.js). A record moves under
 * another by dragging it onto it (or onto "Top level"), or with its "Move to" picker, which lists the
 * possible parents by path ("Electronics > Audio"). Dropped on the line between two siblings, it takes that place
 * (the place action: the new parent and the siblings' order, the reorder use case). Moves are POSTed to the resource's move record action;
 * the service decides (depth, cycles) and its answer shows as a notice; the tree is then read again.
 */
(function () {
  var React = window.React;
  var h = React.createElement;
  var DS = window.AdminJSDesignSystem || {};
  var A = window.AdminJS || {};
  var Button = DS.Button || 'button';

  var ROW = {
    display: 'flex',
    alignItems: 'center',
    gap: '8px',
    padding: '6px 10px',
    borderRadius: '6px',
    border: '1px solid transparent',
    minHeight: '36px',
    boxSizing: 'border-box',
  };

  // every node with its path and the ids of its subtree (itself included)
  function index(nodes) {
    var byId = {};
    function walk(list, trail, parentId) {
      list.forEach(function (n) {
        var path = trail.concat([n.title]);
        var entry = { node: n, path: path.join(' > '), parentId: parentId, subtree: [n.id] };
        byId[n.id] = entry;
        walk(n.children, path, n.id);
        n.children.forEach(function (c) {
          entry.subtree = entry.subtree.concat(byId[c.id].subtree);
        });
      });
    }
    walk(nodes, [], null);
    return byId;
  }

  function TreeView(props) {
    var resource = props.resource;
    var action = props.action;
    var P = window.BazaarPanel;
    var addNotice = A.useNotice ? A.useNotice() : function () {};
    var data = React.useState(/** @type {any} */ (null));
    var busy = React.useState(false);
    var dragged = React.useState(/** @type {string | null} */ (null));
    var over = React.useState(/** @type {string | null} */ (null));
    var picking = React.useState(/** @type {string | null} */ (null));
    var choice = React.useState('');

    function load() {
      return new A.ApiClient()
        .resourceAction({ resourceId: resource.id, actionName: action.name })
        .then(function (res) {
          data[1](res.data.data);
        })
        .catch(function (e) {
          addNotice({ message: (e && e.message) || 'The tree could not be loaded', type: 'error' });
        });
    }
    React.useEffect(function () {
      load();
    }, []);

    var tree = data[0];
    var byId = tree ? index(tree.nodes) : {};

    function canMove(id, parentId) {
      var entry = byId[id];
      if (!entry || entry.parentId === parentId) return false;
      return parentId === null || entry.subtree.indexOf(parentId) === -1;
    }

    function move(id, parentId) {
      if (!canMove(id, parentId)) return;
      busy[1](true);
      var body = {};
      body[tree.parentField] = parentId === null ? '' : parentId;
      new A.ApiClient()
        .recordAction({ resourceId: resource.id, recordId: id, actionName: tree.moveAction, data: body })
        .then(function (res) {
          if (res.data.notice) addNotice(res.data.notice);
          return load();
        })
        .catch(function (e) {
          addNotice({ message: (e && e.message) || 'The move failed', type: 'error' });
        })
        .then(function () {
          busy[1](false);
          picking[1](null);
          dragged[1](null);
          over[1](null);
        });
    }

    // a drop between two siblings: the dragged record takes that place among the children of parentId
    function canPlace(id, parentId) {
      var entry = byId[id];
      if (!tree.placeAction || !entry) return false;
      return parentId === null || entry.subtree.indexOf(parentId) === -1;
    }

    function place(id, parentId, index) {
      if (!canPlace(id, parentId)) return;
      var siblings = (parentId === null ? tree.nodes : byId[parentId].node.children).map(function (n) {
        return n.id;
      });
      var before = siblings.join(',');
      var from = siblings.indexOf(id);
      if (from !== -1) {
        siblings.splice(from, 1);
        if (from < index) index -= 1;
      }
      siblings.splice(index, 0, id);
      if (from !== -1 && siblings.join(',') === before) {
        dragged[1](null);
        over[1](null);
        return;
      }
      busy[1](true);
      var body = {};
      body[tree.parentField] = parentId === null ? '' : parentId;
      body[tree.orderField] = siblings.join(',');
      new A.ApiClient()
        .recordAction({ resourceId: resource.id, recordId: id, actionName: tree.placeAction, data: body })
        .then(function (res) {
          if (res.data.notice) addNotice(res.data.notice);
          return load();
        })
        .catch(function (e) {
          addNotice({ message: (e && e.message) || 'The move failed', type: 'error' });
        })
        .then(function () {
          busy[1](false);
          dragged[1](null);
          over[1](null);
        });
    }

    function gap(parentId, index) {
      if (!tree.placeAction) return null;
      var key = 'gap:' + (parentId || 'root') + ':' + index;
      var active = over[0] === key;
      return h('li', {
        key: key,
        'data-testid': 'tree-gap',
        'data-parent': parentId || '',
        'data-index': index,
        'aria-hidden': true,
        style: { height: '8px', margin: '1px 0', borderRadius: '2px', background: active ? '#2c5cd6' : 'transparent' },
        onDragOver: function (e) {
          if (dragged[0] && canPlace(dragged[0], parentId)) {
            e.preventDefault();
            if (over[0] !== key) over[1](key);
          }
        },
        onDragLeave: function () {
          if (over[0] === key) over[1](null);
        },
        onDrop: function (e) {
          e.preventDefault();
          var id = dragged[0] || e.dataTransfer.getData('text/plain');
          over[1](null);
          place(id, parentId, index);
        },
      });
    }

    function dropProps(targetId) {
      var key = targetId === null ? 'root' : targetId;
      return {
        onDragOver: function (e) {
          if (dragged[0] && canMove(dragged[0], targetId)) {
            e.preventDefault();
            if (over[0] !== key) over[1](key);
          }
        },
        onDragLeave: function () {
          if (over[0] === key) over[1](null);
        },
        onDrop: function (e) {
          e.preventDefault();
          var id = dragged[0] || e.dataTransfer.getData('text/plain');
          over[1](null);
          move(id, targetId);
        },
      };
    }

    function picker(entry) {
      var options = Object.keys(byId)
        .filter(function (id) {
          return canMove(entry.node.id, id);
        })
        .map(function (id) {
          return { id: id, path: byId[id].path };
        })
        .sort(function (a, b) {
          return a.path.localeCompare(b.path);
        });
      var topLevel = canMove(entry.node.id, null);
      return h(
        'div',
        { 'data-testid': 'tree-move-picker', style: { display: 'flex', gap: '8px', alignItems: 'center', margin: '4px 0 8px 34px', flexWrap: 'wrap' } },
        h(
          'select',
          {
            'aria-label': 'New parent of ' + entry.node.title,
            'data-testid': 'tree-move-select',
            value: choice[0],
            onChange: function (e) {
              choice[1](e.target.value);
            },
            style: { padding: '6px 8px', border: '1px solid #c5cad2', borderRadius: '6px', minWidth: '260px', maxWidth: '100%', font: 'inherit' },
          },
          h('option', { value: '' }, 'Choose the new parent...'),
          topLevel ? h('option', { value: '__root__' }, 'Top level') : null,
          options.map(function (o) {
            return h('option', { key: o.id, value: o.id }, o.path);
          }),
        ),
        h(
          Button,
          {
            size: 'sm',
            variant: 'contained',
            disabled: !choice[0] || busy[0],
            'data-testid': 'tree-move-confirm',
            onClick: function () {
              move(entry.node.id, choice[0] === '__root__' ? null : choice[0]);
            },
          },
          'Move',
        ),
        h(
          Button,
          {
            size: 'sm',
            variant: 'text',
            onClick: function () {
              picking[1](null);
            },
          },
          'Cancel',
        ),
      );
    }

    function branch(nodes, depth, parentId) {
      var items = [];
      nodes.forEach(function (n, i) {
        items.push(gap(parentId, i));
        items.push(node(n, depth));
      });
      items.push(gap(parentId, nodes.length));
      return h('ul', { style: { listStyle: 'none', margin: 0, padding: depth ? '0 0 0 26px' : 0 } }, items);
    }

    function node(n, depth) {
      var entry = byId[n.id];
      var isOver = over[0] === n.id;
      return h(
        'li',
        { key: n.id, 'data-testid': 'tree-node', 'data-id': n.id, 'data-path': entry.path },
        h(
          'div',
          Object.assign(
            {
              'data-testid': 'tree-row',
              draggable: !busy[0],
              onDragStart: function (e) {
                e.dataTransfer.setData('text/plain', n.id);
                e.dataTransfer.effectAllowed = 'move';
                dragged[1](n.id);
              },
              onDragEnd: function () {
                dragged[1](null);
                over[1](null);
              },
              style: Object.assign({}, ROW, {
                background: isOver ? '#dfeafe' : dragged[0] === n.id ? '#f3f5f8' : 'transparent',
                borderColor: isOver ? '#2c5cd6' : 'transparent',
                cursor: 'grab',
              }),
            },
            dropProps(n.id),
          ),
          h('span', { 'aria-hidden': true, style: { color: '#9aa1ab', letterSpacing: '-2px', userSelect: 'none' } }, '\u2807\u2807'),
          h(
            P.Link,
            {
              href: P.paths.record(resource.id, n.id),
              'data-testid': 'tree-title',
              style: { color: n.muted ? '#8a929e' : '#1c2430', fontWeight: depth ? 400 : 600, fontSize: '14px', overflowWrap: 'anywhere' },
            },
            n.title,
          ),
          n.detail ? h('span', { 'data-testid': 'tree-detail', style: { color: '#8a929e', fontSize: '12px', overflowWrap: 'anywhere' } }, n.detail) : null,
          n.note ? h(P.Badge, { tone: 'grey', value: n.note, testId: 'tree-note' }, n.note) : null,
          n.children.length ? h('span', { style: { color: '#8a929e', fontSize: '12px' } }, String(n.children.length)) : null,
          h(
            'span',
            { style: { marginLeft: 'auto' } },
            h(
              Button,
              {
                size: 'sm',
                variant: 'text',
                'data-testid': 'tree-move-open',
                disabled: busy[0],
                onClick: function () {
                  choice[1]('');
                  picking[1](picking[0] === n.id ? null : n.id);
                },
              },
              'Move to...',
            ),
          ),
        ),
        picking[0] === n.id ? picker(entry) : null,
        n.children.length ? branch(n.children, depth + 1, n.id) : null,
      );
    }

    var card = { background: '#fff', border: '1px solid #e3e6ea', borderRadius: '8px', padding: '16px', boxSizing: 'border-box' };
    if (!tree) return h('div', { 'data-testid': 'tree-view', style: card }, 'Loading...');
    var rootOver = over[0] === 'root';
    return h(
      'div',
      { 'data-testid': 'tree-view', style: card },
      h(
        'p',
        { style: { color: '#646d7a', fontSize: '13px', margin: '0 0 12px' } },
        'Drag a row onto another to move it (with everything under it) there, or onto "Top level"; drop it between two rows to put it in that place. "Move to..." does the same from a list.',
      ),
      h(
        'div',
        Object.assign(
          {
            'data-testid': 'tree-root-drop',
            style: Object.assign({}, ROW, {
              border: '1px dashed ' + (rootOver ? '#2c5cd6' : '#c5cad2'),
              background: rootOver ? '#dfeafe' : 'transparent',
              color: '#646d7a',
              fontSize: '13px',
              marginBottom: '8px',
            }),
          },
          dropProps(null),
        ),
        'Top level',
      ),
      tree.nodes.length ? branch(tree.nodes, 0, null) : h('p', { style: { color: '#646d7a' } }, 'Nothing here yet.'),
    );
  }

  AdminJS.UserComponents.TreeView = TreeView;
})();
