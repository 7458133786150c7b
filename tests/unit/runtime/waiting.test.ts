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

	it( 'loads no script the page has already (another island’s dependency, the runtime’s import())', async () => {
		const template = page(
			'<script src="https://shop.test/zod.js?ver=1"></script>' +
				'<script src="https://shop.test/cart.js"></script>'
		);
		const loaded = document.createElement( 'script' );
		loaded.src = 'https://shop.test/zod.js?ver=1';
		document.head.appendChild( loaded );
		const external = answerExternal( () => true );
		await runScripts( template );
		expect( external.seen ).toEqual( [ 'https://shop.test/cart.js' ] );
		external.stop();
		loaded.remove();
	} );

	it( 'applies its stylesheets once a page, before the island runs', async () => {
		const template = page(
			"<link rel='stylesheet' id='select2-css' href='https://shop.test/select2.css?ver=1' media='all' />" +
				"<link rel='stylesheet' id='first-css' href='https://shop.test/first.css' media='all' />" +
				'<script src="https://shop.test/selectWoo.js"></script>' +
				`<script>${ note( 'island' ) }</script>`
		);
		// A stylesheet the page has already.
		const present = document.createElement( 'link' );
		present.rel = 'stylesheet';
		present.href = 'https://shop.test/first.css';
		document.head.appendChild( present );
		const external = answerExternal( () => true );
		const done = runScripts( template );
		await new Promise( ( r ) => setTimeout( r, 5 ) );
		const added =
			document.head.querySelector< HTMLLinkElement >( '#select2-css' );
		expect( added?.href ).toBe( 'https://shop.test/select2.css?ver=1' );
		expect(
			document.head.querySelectorAll( 'link[href$="first.css"]' )
		).toHaveLength( 1 );
		// The dependency loads meanwhile; the island waits for the style.
		expect( ran() ).toEqual( [ 'loaded https://shop.test/selectWoo.js' ] );
		added?.dispatchEvent( new Event( 'load' ) );
		await done;
		expect( ran() ).toEqual( [
			'loaded https://shop.test/selectWoo.js',
			'island',
		] );
		external.stop();
		present.remove();
		added?.remove();
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

describe( 'a waiting island of markup that is no container of it (Islands::on_use)', () => {
	/**
	 * Card buttons of the cart island, its scripts waiting in a template
	 * with the selectors of its markup; the island's script listens to
	 * clicks on the buttons and notes them.
	 *
	 * @param personal The template's data-vitrina-personal.
	 */
	function cards( personal = false ) {
		document.body.innerHTML = `<div id="page">
			<form class="cart"><button type="button" class="qty">+</button><button type="submit" name="add-to-cart" value="7">Add</button></form>
			<a class="add_to_cart_button ajax_add_to_cart" href="?add-to-cart=5">Add 5</a>
			<a class="add_to_cart_button ajax_add_to_cart" href="?add-to-cart=6">Add 6</a>
			<button id="other">Другое</button><a id="away" href="/cart/">Корзина</a><a id="top" href="#page">Наверх</a></div>
			<script type="application/json" id="vitrina-settings-runtime">{"stateUrl":"/state","personalCookies":["items_in_cart","lists"]}</script>
			<template data-vitrina-scripts="cart" data-vitrina-use=".add_to_cart_button, form.cart" data-vitrina-hold=".add_to_cart_button, form.cart"${
				personal ? ' data-vitrina-personal="items_in_cart"' : ''
			}><script>${ note( 'island' ) }; {
				const page = document.getElementById( 'page' );
				page.addEventListener( 'click', ( e ) => { const a = e.target.closest( '.add_to_cart_button' ); if ( a ) { e.preventDefault(); ${ note(
					"clicked ' + a.textContent + '"
				) }; } } );
				document.getElementById( 'away' ).addEventListener( 'click', ( e ) => { if ( e.defaultPrevented ) { return; } e.preventDefault(); ${ note(
					'followed the cart link'
				) }; } );
				page.addEventListener( 'submit', ( e ) => { e.preventDefault(); ${ note(
					"submitted ' + e.submitter.value + '"
				) }; } ); }
			</script></template>`;
		delete document.body.dataset.ran;
		return document.querySelector( 'template' ) as HTMLTemplateElement;
	}

	afterEach( () => {
		document.body.innerHTML = '';
		document.cookie = 'items_in_cart=; max-age=0';
		document.cookie = 'lists=; max-age=0';
	} );

	it( 'loads on the first use of that markup, not of the rest of the page', async () => {
		const done = loadWaitingIsland( cards() );
		document
			.querySelector( '#other' )!
			.dispatchEvent( new Event( 'pointerover', { bubbles: true } ) );
		await new Promise( ( r ) => setTimeout( r, 5 ) );
		expect( ran() ).toEqual( [] );
		document
			.querySelector( '.add_to_cart_button' )!
			.dispatchEvent( new Event( 'pointerover', { bubbles: true } ) );
		await done;
		expect( ran() ).toEqual( [ 'island' ] );
	} );

	it( 'holds the last click before the island ran and replays it once it did', async () => {
		const done = loadWaitingIsland( cards() );
		const [ five, six ] = Array.from(
			document.querySelectorAll< HTMLElement >( '.add_to_cart_button' )
		);
		const first = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		five.dispatchEvent( first );
		// Not followed as a link meanwhile.
		expect( first.defaultPrevented ).toBe( true );
		six.click();
		await done;
		expect( ran() ).toEqual( [ 'island', 'clicked Add 6' ] );
		// Afterwards the island has the clicks to itself.
		five.click();
		expect( ran() ).toEqual( [
			'island',
			'clicked Add 6',
			'clicked Add 5',
		] );
	} );

	it( 'follows a link followed while a held click waits after it, and a link of this page at once', async () => {
		const done = loadWaitingIsland( cards() );
		const away = document.querySelector< HTMLAnchorElement >( '#away' )!;
		const early = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		// Nothing held yet: the link is the page's.
		const noted: string[] = [];
		const seen = ( e: Event ) => {
			noted.push( e.defaultPrevented ? 'held' : 'followed' );
			e.preventDefault();
		};
		away.addEventListener( 'click', seen );
		away.dispatchEvent( early );
		expect( noted ).toEqual( [ 'followed' ] );
		document.querySelector< HTMLElement >( '.add_to_cart_button' )!.click();
		const link = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		away.dispatchEvent( link );
		expect( noted ).toEqual( [ 'followed', 'held' ] );
		// A fragment of this page is not leaving it.
		const top = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		document.querySelector( '#top' )!.dispatchEvent( top );
		expect( top.defaultPrevented ).toBe( false );
		away.removeEventListener( 'click', seen );
		await done;
		expect( ran() ).toEqual( [
			'island',
			'clicked Add 5',
			'followed the cart link',
		] );
	} );

	it( "holds a product form's submit (not its other buttons) and submits it again with its button", async () => {
		const done = loadWaitingIsland( cards() );
		const qty = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		document.querySelector( '.qty' )!.dispatchEvent( qty );
		expect( qty.defaultPrevented ).toBe( false );
		const form = document.querySelector( 'form' )!;
		const submit =
			form.querySelector< HTMLButtonElement >( '[type="submit"]' )!;
		form.requestSubmit( submit );
		await done;
		expect( ran() ).toEqual( [ 'island', 'submitted 7' ] );
	} );

	it( 'loads at once for a visitor who may have personal state, and only then', async () => {
		const template = cards( true );
		void loadWaitingIsland( template );
		await new Promise( ( r ) => setTimeout( r, 5 ) );
		expect( ran() ).toEqual( [] );

		// Another island's personal state is not this one's.
		document.cookie = 'lists=1';
		void loadWaitingIsland( cards( true ) );
		await new Promise( ( r ) => setTimeout( r, 5 ) );
		expect( ran() ).toEqual( [] );

		document.cookie = 'items_in_cart=1';
		await loadWaitingIsland( cards( true ) );
		expect( ran() ).toEqual( [ 'island' ] );
	} );
} );

describe( 'a waiting island whose markup is the whole page (the header)', () => {
	function header() {
		document.body.innerHTML = `<header><button class="menu-toggle">Меню</button><a href="#x">Ссылка</a></header>
			<template data-vitrina-scripts="header" data-vitrina-use=":root" data-vitrina-hold=".menu-toggle"><script>${ note(
				'island'
			) }; document.querySelector( '.menu-toggle' ).addEventListener( 'click', () => { ${ note(
				'opened'
			) }; } );</script></template>`;
		delete document.body.dataset.ran;
		return document.querySelector( 'template' ) as HTMLTemplateElement;
	}

	afterEach( () => {
		document.body.innerHTML = '';
	} );

	it( 'runs nothing at load, then on the first scroll of the page', async () => {
		const done = loadWaitingIsland( header() );
		await new Promise( ( r ) => setTimeout( r, 5 ) );
		expect( ran() ).toEqual( [] );
		document.dispatchEvent( new Event( 'scroll' ) );
		await done;
		expect( ran() ).toEqual( [ 'island' ] );
	} );

	it( "does not run on a script's focus of what no key reaches (a notice), and runs on a focus a key moved", async () => {
		const template = header();
		document.body.insertAdjacentHTML(
			'afterbegin',
			'<div class="notice" role="alert" tabindex="-1">Добавлено</div>'
		);
		const done = loadWaitingIsland( template );
		document.querySelector< HTMLElement >( '.notice' )!.focus();
		await new Promise( ( r ) => setTimeout( r, 5 ) );
		expect( ran() ).toEqual( [] );
		document.querySelector< HTMLElement >( 'a' )!.focus();
		await done;
		expect( ran() ).toEqual( [ 'island' ] );
	} );

	it( 'runs on a key or a pointer anywhere on the page', async () => {
		let done = loadWaitingIsland( header() );
		document.body.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Tab', bubbles: true } )
		);
		await done;
		expect( ran() ).toEqual( [ 'island' ] );
		done = loadWaitingIsland( header() );
		document
			.querySelector( 'a' )!
			.dispatchEvent( new Event( 'pointerover', { bubbles: true } ) );
		await done;
		expect( ran() ).toEqual( [ 'island' ] );
	} );

	it( "holds a menu opener's first click and replays it once the island ran", async () => {
		const done = loadWaitingIsland( header() );
		document.querySelector< HTMLElement >( '.menu-toggle' )!.click();
		await done;
		expect( ran() ).toEqual( [ 'island', 'opened' ] );
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
