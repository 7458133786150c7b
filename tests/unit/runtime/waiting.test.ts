import { loadOnDemand, loadWaitingIsland, runScripts } from '@runtime/island';

/** What ran, in order: scripts in the page's context write it on the body. */
const ran = () =>
	( document.body.dataset.ran ?? '' ).split( ',' ).filter( Boolean );
const note = ( what: string ) =>
	`document.body.dataset.ran = ( document.body.dataset.ran || '' ) + '${ what },'`;

/**
 * A page with an island's plain markup and its scripts waiting in a
 * template, as Islands::print_waiting() prints them.
 *
 * @param scripts The template's inner HTML.
 */
function page( scripts: string ) {
	document.body.innerHTML = `
		<div data-vitrina-island="search" data-vitrina-component="search-form" data-vitrina-when="use"><form><input name="s" /></form></div>
		<div id="other"><button>Другое</button></div>
		<template data-vitrina-scripts="search">${ scripts }</template>`;
	delete document.body.dataset.ran;
	return document.querySelector( 'template' ) as HTMLTemplateElement;
}

/**
 * External scripts do not load in jsdom: answer them as the network would.
 * @param ok
 */
function answerExternal( ok: ( src: string ) => boolean ) {
	const seen: string[] = [];
	const observer = new MutationObserver( ( records ) =>
		records.forEach( ( r ) =>
			r.addedNodes.forEach( ( node ) => {
				if ( node instanceof HTMLScriptElement && node.src ) {
					seen.push( node.src );
					document.body.dataset.ran =
						( document.body.dataset.ran ?? '' ) +
						`loaded ${ node.src },`;
					setTimeout( () =>
						node.dispatchEvent(
							new Event( ok( node.src ) ? 'load' : 'error' )
						)
					);
				}
			} )
		)
	);
	observer.observe( document.body, { childList: true } );
	return { seen, stop: () => observer.disconnect() };
}

describe( 'a waiting island (its markup mounts on use)', () => {
	afterEach( () => {
		document.body.innerHTML = '';
		vi.restoreAllMocks();
	} );

	it( 'runs nothing until the markup is used, then each script once, in order', async () => {
		const template = page(
			`<script id="a-js-before">${ note( 'before' ) }</script>` +
				'<script src="https://shop.test/react.js" id="a-js" defer></script>' +
				`<script id="a-js-after">${ note( 'after' ) }</script>` +
				'<script src="https://shop.test/island.js" id="b-js"></script>'
		);
		const external = answerExternal( () => true );
		const done = loadWaitingIsland( template );
		// Use elsewhere on the page does nothing.
		document
			.querySelector( '#other button' )!
			.dispatchEvent( new Event( 'focusin', { bubbles: true } ) );
		await new Promise( ( r ) => setTimeout( r, 5 ) );
		expect( ran() ).toEqual( [] );

		const input = document.querySelector( 'input' )!;
		input.dispatchEvent( new Event( 'pointerover', { bubbles: true } ) );
		input.dispatchEvent( new Event( 'focusin', { bubbles: true } ) );
		await done;
		expect( ran() ).toEqual( [
			'before',
			'loaded https://shop.test/react.js',
			'after',
			'loaded https://shop.test/island.js',
		] );
		expect( external.seen ).toHaveLength( 2 );
		external.stop();
	} );

	it( 'starts at once when the shopper is already in the markup', async () => {
		const template = page( `<script>${ note( 'island' ) }</script>` );
		document.querySelector( 'input' )!.focus();
		await loadWaitingIsland( template );
		expect( ran() ).toEqual( [ 'island' ] );
	} );

	it( 'goes on past a script that fails to load, saying so', async () => {
		const error = vi
			.spyOn( console, 'error' )
			.mockImplementation( () => {} );
		const template = page(
			'<script src="https://shop.test/gone.js"></script>' +
				`<script>${ note( 'next' ) }</script>`
		);
		const external = answerExternal( () => false );
		await runScripts( template );
		expect( ran() ).toEqual( [
			'loaded https://shop.test/gone.js',
			'next',
		] );
		expect( error ).toHaveBeenCalledWith(
			expect.stringContaining( 'gone.js' )
		);
		external.stop();
	} );
} );

describe( 'scripts kept on demand', () => {
	afterEach( () => {
		document.body.innerHTML = '';
	} );

	it( 'run once, on the first ask, however many ask', async () => {
		document.body.innerHTML = `<template data-vitrina-on-demand="variations"><script>${ note(
			'variations'
		) }</script></template>`;
		delete document.body.dataset.ran;
		expect( ran() ).toEqual( [] );
		await Promise.all( [
			loadOnDemand( 'variations' ),
			loadOnDemand( 'variations' ),
		] );
		await loadOnDemand( 'variations' );
		expect( ran() ).toEqual( [ 'variations' ] );
	} );

	it( 'settle at once when the page kept none', async () => {
		document.body.innerHTML =
			'<template data-vitrina-on-demand="other"></template>';
		await expect( loadOnDemand( 'variations' ) ).resolves.toBeUndefined();
	} );
} );
