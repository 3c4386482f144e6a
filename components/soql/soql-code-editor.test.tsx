// @vitest-environment jsdom
/**
 * Ctrl/Cmd+Enter runs the query on Chrome for Android too, where a reader with a hardware keyboard
 * presses it. CodeMirror's view holds back Enter and Backspace on Android Chrome (its virtual
 * keyboards surround them with composition changes) and replays them later without their
 * modifiers, so Ctrl+Enter arrived as a plain Enter and never ran;
 * patches/@codemirror+view+6.43.15.patch lets a key with Ctrl or Cmd held through at once.
 * CodeMirror reads the user agent once, when it loads, so this file sets a phone's before loading
 * it (the desktop browsers are the e2e test's).
 */
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

Object.defineProperty(window.navigator, 'userAgent', {
  value:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  configurable: true,
});
const { SoqlCodeEditor } = await import('./soql-code-editor');

afterEach(cleanup);

function editor() {
  const onRun = vi.fn();
  const { container } = render(
    <SoqlCodeEditor
      initialValue="SELECT Name FROM Account"
      label="SOQL query"
      onChange={() => {}}
      onRun={onRun}
      schema={null}
      error={null}
    />,
  );
  const content = container.querySelector<HTMLElement>('.cm-content');
  if (!content) throw new Error('no editor content');
  return { content, onRun };
}

const enter = { key: 'Enter', code: 'Enter', keyCode: 13 };

describe('SoqlCodeEditor on Chrome for Android', () => {
  for (const modifier of ['ctrlKey', 'metaKey'] as const) {
    it(`runs on ${modifier === 'ctrlKey' ? 'Ctrl' : 'Cmd'}+Enter from a hardware keyboard, and nothing else happens`, () => {
      const { content, onRun } = editor();
      const notCancelled = fireEvent.keyDown(content, { ...enter, [modifier]: true });
      expect(onRun).toHaveBeenCalledTimes(1);
      // Handled: the browser does not also insert a line break.
      expect(notCancelled).toBe(false);
    });
  }

  it('does not run on a plain Enter', async () => {
    const { content, onRun } = editor();
    fireEvent.keyDown(content, enter);
    // CodeMirror replays a held-back Enter on the next animation frame.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onRun).not.toHaveBeenCalled();
  });
});
