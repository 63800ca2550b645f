import './skip-link.css';

export const mainContentId = 'main-content';

/**
 * The first Tab stop: straight to the page's content, past the header and the
 * navigation (the first card of the board is otherwise 25 stops in).
 */
export function SkipLink() {
  return (
    <a
      className="skip-link"
      href={`#${mainContentId}`}
      onClick={(event) => {
        // The router would take the hash as a navigation; focus the content instead.
        event.preventDefault();
        document.getElementById(mainContentId)?.focus();
      }}
    >
      Skip to main content
    </a>
  );
}
