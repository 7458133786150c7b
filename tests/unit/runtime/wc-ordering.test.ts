import { submitOrderingOnChange } from '@runtime/wc-ordering';

describe( "the catalogue's sort order", () => {
	afterEach( () => {
		document.body.innerHTML = '';
		delete ( window as unknown as Record< string, unknown > )
			.woocommerce_params;
	} );

	function ordering() {
		document.body.innerHTML = `<form class="woocommerce-ordering" method="get">
			<select name="orderby" class="orderby"><option value="menu_order">По умолчанию</option><option value="price">По цене</option></select>
		</form><form class="other"><select name="x"><option>1</option><option>2</option></select></form>`;
		const submitted: string[] = [];
		document.querySelectorAll( 'form' ).forEach( ( form ) =>
			form.addEventListener( 'submit', ( event ) => {
				event.preventDefault();
				submitted.push( form.className );
			} )
		);
		return submitted;
	}

	const choose = ( selector: string, value: string ) => {
		const select = document.querySelector< HTMLSelectElement >( selector )!;
		select.value = value;
		select.dispatchEvent( new Event( 'change', { bubbles: true } ) );
	};

	submitOrderingOnChange( document );

	it( 'submits the sort form on a change of its select, and no other form', () => {
		const submitted = ordering();
		choose( 'select.orderby', 'price' );
		choose( 'form.other select', '2' );
		expect( submitted ).toEqual( [ 'woocommerce-ordering' ] );
	} );

	it( "leaves it to WooCommerce's general script where that is on the page", () => {
		const submitted = ordering();
		( window as unknown as Record< string, unknown > ).woocommerce_params =
			{};
		choose( 'select.orderby', 'price' );
		expect( submitted ).toEqual( [] );
	} );
} );
