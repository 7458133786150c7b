import {
	keepQuantitiesAtLeastMin,
	submitOrderingOnChange,
} from '@runtime/wc-general';

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

describe( "a product form's quantity", () => {
	afterEach( () => {
		document.body.innerHTML = '';
		delete ( window as unknown as Record< string, unknown > )
			.woocommerce_params;
	} );

	const fields = () => {
		document.body.innerHTML = `<form class="cart">
			<input class="input-text qty" name="quantity" type="number" min="2" value="1">
			<input class="input-text qty" name="ok" type="number" min="2" value="5">
			<input class="input-text qty" name="empty" type="number" min="2" value="">
			<input class="input-text qty" name="nomin" type="number" value="0">
		</form><table><tr><td class="product-quantity"><input class="input-text qty" name="cart" type="number" min="3" value="1"></td></tr></table>`;
		return ( name: string ) =>
			document.querySelector< HTMLInputElement >(
				`input[name="${ name }"]`
			)!.value;
	};

	it( 'is raised to its minimum where it shows less, as WooCommerce does; the cart table is left alone', () => {
		const value = fields();
		keepQuantitiesAtLeastMin( document );
		expect( value( 'quantity' ) ).toBe( '2' );
		expect( value( 'ok' ) ).toBe( '5' );
		expect( value( 'empty' ) ).toBe( '' );
		expect( value( 'nomin' ) ).toBe( '0' );
		expect( value( 'cart' ) ).toBe( '1' );
	} );

	it( "is left to WooCommerce's general script where that is on the page", () => {
		const value = fields();
		( window as unknown as Record< string, unknown > ).woocommerce_params =
			{};
		keepQuantitiesAtLeastMin( document );
		expect( value( 'quantity' ) ).toBe( '1' );
	} );
} );
