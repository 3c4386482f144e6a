import type { InputHTMLAttributes } from 'react';
import type { SearchPlacement } from './search-focus';

/**
 * What the search input (search-box.tsx) says about itself: named "Search", its list completes
 * what is typed, the navbar's box has the page-wide shortcut, and the browser's own corrections
 * are off. The input carries `role="combobox"` itself, where the accessibility lint can see it.
 *
 * `type="text"`, not `search`: ARIA in HTML allows the combobox role on a text input but not on a
 * search input (the Nu HTML checker rejects it). `inputMode` and `enterKeyHint` keep the phone
 * keyboard a search keyboard with a search key, as `type="search"` gave.
 */
export function searchInputProps(placement: SearchPlacement): InputHTMLAttributes<HTMLInputElement> {
  return {
    className: 'search__input',
    type: 'text',
    inputMode: 'search',
    'aria-label': 'Search',
    'aria-autocomplete': 'list',
    'aria-keyshortcuts': placement === 'navbar' ? 'Control+K Meta+K' : undefined,
    autoComplete: 'off',
    autoCorrect: 'off',
    autoCapitalize: 'off',
    spellCheck: false,
    enterKeyHint: 'search',
  };
}
