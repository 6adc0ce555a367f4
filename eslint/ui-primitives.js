// Lint rule: the features and the app shell draw form controls with the UI primitives
// (components/ui: Button, IconButton, TextField, Input, SelectField, CheckboxField, Switch …;
// docs/client.md "The layers"). A raw `<button>`, `<input>`, `<textarea>` or `<select>` there
// brings its own class string, and the same look drifts into a dozen copies with different focus
// rings (issue 24 item 3). Where a primitive really cannot do (a drag handle that takes dnd-kit's
// listeners, a hidden file input, the lyrics editor's own toolbar), the line above says why:
//   // raw-element: <reason>            or, inside JSX, {/* raw-element: <reason> */}
// so the exception is visible in review and stays rare. Components/ui itself is where raw
// elements belong; tests are not checked.
import path from 'node:path';

const CHECKED = [
  ['src', 'client', 'features'],
  ['src', 'client', 'app'],
];
const TEST = /\.test\.tsx?$/;
const RAW = new Set(['button', 'input', 'textarea', 'select']);
const REASON = /^\s*raw-element:\s*(\S.*)?$/;

const PRIMITIVES = {
  button: 'Button (a labelled action), IconButton (an icon and a label)',
  input: 'TextField (with its label), Input (a bare control), CheckboxField or Switch',
  textarea: 'TextArea (with its label) or MultilineInput (a bare control)',
  select: 'SelectField (with its label) or Select',
};

/** The file is a feature's or the app shell's, and not a test. */
function isChecked(cwd, file) {
  if (TEST.test(file)) return false;
  return CHECKED.some((parts) => {
    const rel = path.relative(path.join(cwd, ...parts), file);
    return !rel.startsWith('..') && !path.isAbsolute(rel);
  });
}

export const uiPrimitives = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Draw form controls in features and the app with components/ui' },
    schema: [],
    messages: {
      raw: 'A raw <{{element}}> in a feature or the app shell: use {{primitives}} from components/ui (add a look or a size there if none fits). If no primitive can do, say why on the line above: // raw-element: <reason>',
      noReason:
        'The raw-element comment above this <{{element}}> gives no reason: say why no primitive of components/ui can do (// raw-element: <reason>)',
    },
  },
  create(context) {
    if (!isChecked(context.cwd, context.filename)) return {};
    const sourceCode = context.sourceCode;
    return {
      JSXOpeningElement(node) {
        if (node.name.type !== 'JSXIdentifier' || !RAW.has(node.name.name)) return;
        const element = node.name.name;
        const line = node.loc.start.line;
        const above = sourceCode
          .getAllComments()
          .find((comment) => comment.loc.end.line === line - 1 && REASON.test(comment.value));
        if (!above) {
          context.report({
            node,
            messageId: 'raw',
            data: { element, primitives: PRIMITIVES[element] },
          });
        } else if (!REASON.exec(above.value)[1]) {
          context.report({ node, messageId: 'noReason', data: { element } });
        }
      },
    };
  },
};
