/**
 * Server markup into the page: parsing with a template element (scripts in
 * it do not run) and WooCommerce-style fragments (selector → markup).
 */

/**
 * Parses markup into a fragment.
 *
 * @param html The markup.
 * @param doc  The document to create it in.
 * @return The fragment.
 */
export function fromHtml(
	html: string,
	doc: Document = document
): DocumentFragment {
	const template = doc.createElement( 'template' );
	template.innerHTML = html.trim();
	return template.content;
}

/**
 * Replaces every element matching each selector with the fragment's markup;
 * a selector that is not valid CSS is skipped.
 *
 * @param fragments Selector to markup.
 * @param root      Where to look.
 */
export function applyFragments(
	fragments: Record< string, string >,
	root: ParentNode = document
): void {
	const doc =
		( root as Node ).nodeType === Node.DOCUMENT_NODE
			? ( root as Document )
			: ( ( root as Node ).ownerDocument ?? document );
	for ( const [ selector, html ] of Object.entries( fragments ) ) {
		let targets: NodeListOf< Element >;
		try {
			targets = root.querySelectorAll( selector );
		} catch {
			continue;
		}
		targets.forEach( ( target ) =>
			target.replaceWith( fromHtml( html, doc ) )
		);
	}
}

/**
 * Puts markup in place of the element matching a selector inside a root, or
 * at the root's end when there is none yet.
 *
 * @param root     Where to look.
 * @param selector The element to replace.
 * @param html     The new markup.
 */
export function replaceIn(
	root: Element,
	selector: string,
	html: string
): void {
	const content = fromHtml( html, root.ownerDocument );
	const old = root.querySelector( selector );
	if ( old ) {
		old.replaceWith( content );
	} else {
		root.append( content );
	}
}
