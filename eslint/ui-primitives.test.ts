import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { uiPrimitives } from './ui-primitives.js';

const cwd = path.join(path.sep, 'repo');

/** Lints `text` as src/`file` with only the primitives rule. */
function lint(file: string, text: string) {
  const linter = new Linter({ cwd });
  return linter
    .verify(
      text,
      [
        {
          files: ['**/*.tsx'],
          languageOptions: {
            parser: tseslint.parser,
            parserOptions: { ecmaFeatures: { jsx: true } },
          },
          plugins: { trackroom: { rules: { 'ui-primitives': uiPrimitives } } },
          rules: { 'trackroom/ui-primitives': 'error' },
        },
      ],
      { filename: path.join(cwd, 'src', file) },
    )
    .map((message) => message.message);
}

const RAW_BUTTON =
  'A raw <button> in a feature or the app shell: use Button (a labelled action), IconButton (an icon and a label) from components/ui (add a look or a size there if none fits). If no primitive can do, say why on the line above: // raw-element: <reason>';

describe('ui-primitives', () => {
  it('refuses a raw button, input, textarea or select in a feature, naming the primitive', () => {
    const messages = lint(
      'client/features/audio/song-row.tsx',
      [
        'export const Row = () => (',
        '  <form>',
        '    <button type="button">Play</button>',
        '    <input value="" />',
        '    <textarea />',
        '    <select />',
        '  </form>',
        ');',
      ].join('\n'),
    );
    expect(messages).toEqual([
      RAW_BUTTON,
      'A raw <input> in a feature or the app shell: use TextField (with its label), Input (a bare control), CheckboxField or Switch from components/ui (add a look or a size there if none fits). If no primitive can do, say why on the line above: // raw-element: <reason>',
      'A raw <textarea> in a feature or the app shell: use TextArea (with its label) or MultilineInput (a bare control) from components/ui (add a look or a size there if none fits). If no primitive can do, say why on the line above: // raw-element: <reason>',
      'A raw <select> in a feature or the app shell: use SelectField (with its label) or Select from components/ui (add a look or a size there if none fits). If no primitive can do, say why on the line above: // raw-element: <reason>',
    ]);
  });

  it('refuses one in the app shell too', () => {
    expect(lint('client/app/shell/top-bar.tsx', 'export const B = () => <button />;')).toEqual([
      RAW_BUTTON,
    ]);
  });

  it('accepts a raw element whose line above says why, as a line or a JSX comment', () => {
    const messages = lint(
      'client/features/audio/upload-button.tsx',
      [
        'export const Upload = () => (',
        '  <div>',
        '    {/* raw-element: the hidden file input the visible button opens */}',
        '    <input type="file" hidden />',
        '    <Drag',
        '      // raw-element: the drag handle takes dnd-kit listeners',
        '      handle={<button />}',
        '    />',
        '  </div>',
        ');',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });

  it('refuses a raw-element comment without a reason, or one that is not right above', () => {
    const messages = lint(
      'client/features/audio/upload-button.tsx',
      [
        'export const Upload = () => (',
        '  <div>',
        '    {/* raw-element: */}',
        '    <input type="file" hidden />',
        '    {/* raw-element: two lines up does not count */}',
        '',
        '    <button />',
        '  </div>',
        ');',
      ].join('\n'),
    );
    expect(messages).toEqual([
      'The raw-element comment above this <input> gives no reason: say why no primitive of components/ui can do (// raw-element: <reason>)',
      RAW_BUTTON,
    ]);
  });

  it('leaves the primitives, the shared components, tests and capitalised components alone', () => {
    const button = 'export const B = () => <button />;';
    expect(lint('client/components/ui/button.tsx', button)).toEqual([]);
    expect(lint('client/components/sortable-list.tsx', button)).toEqual([]);
    expect(lint('client/features/audio/song-row.test.tsx', button)).toEqual([]);
    expect(
      lint('client/features/audio/song-row.tsx', 'export const B = () => <Button />;'),
    ).toEqual([]);
  });
});
