/** The magnifier shown in the search box and on the mobile search button. */
export function SearchIcon() {
  return (
    <svg className="search__icon" viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        d="M8.5 14.5a6 6 0 1 0 0-12 6 6 0 0 0 0 12zM13 13l4.5 4.5"
      />
    </svg>
  );
}
