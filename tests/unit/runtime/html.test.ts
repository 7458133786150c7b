import { applyFragments, fromHtml, replaceIn } from '@runtime/html';

describe( 'shared HTML helpers', () => {
	afterEach( () => {
		document.body.innerHTML = '';
	} );

	it( 'parses markup without running its scripts', () => {
		( window as unknown as { ran?: boolean } ).ran = false;
		const fragment = fromHtml(
			'  <p class="a">one</p><script>window.ran = true</script> '
		);
		document.body.append( fragment );
		expect( document.querySelector( '.a' )?.textContent ).toBe( 'one' );
		expect( ( window as unknown as { ran?: boolean } ).ran ).toBe( false );
	} );

	it( 'replaces every fragment target and skips a bad selector', () => {
		document.body.innerHTML =
			'<span class="count">1</span><span class="count">1</span><b>keep</b>';
		applyFragments( {
			'span.count': '<span class="count">5</span>',
			'[[bad': '<i>never</i>',
		} );
		const counts = Array.from(
			document.querySelectorAll( 'span.count' ),
			( el ) => el.textContent
		);
		expect( counts ).toEqual( [ '5', '5' ] );
		expect( document.querySelector( 'i' ) ).toBeNull();
		expect( document.querySelector( 'b' )?.textContent ).toBe( 'keep' );
	} );

	it( 'replaces the content inside a root, or appends it when missing', () => {
		document.body.innerHTML =
			'<div id="root"><div class="c">old</div></div><div class="c">outside</div>';
		const root = document.getElementById( 'root' ) as HTMLElement;
		replaceIn( root, '.c', '<div class="c">new</div>' );
		expect( root.innerHTML ).toBe( '<div class="c">new</div>' );
		expect( document.body.lastElementChild?.textContent ).toBe( 'outside' );

		root.innerHTML = '<h2>title</h2>';
		replaceIn( root, '.c', '<div class="c">added</div>' );
		expect( root.lastElementChild?.textContent ).toBe( 'added' );
	} );
} );
