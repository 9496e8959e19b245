/** Small inline SVG icons (decorative; the text next to them carries meaning). */
export function CartIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM1 2v2h2l3.6 7.6-1.35 2.44A2 2 0 0 0 7 17h12v-2H7.42l1.1-2h7.45a2 2 0 0 0 1.75-1.03l3.58-6.49A1 1 0 0 0 20.42 4H5.21l-.94-2H1Z"
      />
    </svg>
  );
}

export function MenuIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z" />
    </svg>
  );
}

export function ChevronIcon() {
  return (
    <svg className="icon icon--sm" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="m7 10 5 5 5-5H7Z" />
    </svg>
  );
}

export function Logo() {
  return (
    <svg className="logo__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <rect x="7" y="2" width="18" height="28" rx="4" fill="currentColor" />
      <rect x="10" y="6" width="12" height="18" rx="1.5" fill="#fff" />
      <circle cx="16" cy="27" r="1.5" fill="#fff" />
    </svg>
  );
}
