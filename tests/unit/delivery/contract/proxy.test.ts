/**
 * Addresses through the shop's API script, shared by the loader and the
 * frame page.
 */
import { describe, expect, it } from 'vitest';
import {
	providerHost,
	proxyUrl,
} from '../../../../src/delivery/contract/proxy';

describe( 'proxyUrl', () => {
	it( 'an API script with a query gets &url=', () => {
		expect(
			proxyUrl( 'https://a.example/index.php?rest_route=/p', 'x y' )
		).toBe( 'https://a.example/index.php?rest_route=/p&url=x%20y' );
		expect( proxyUrl( 'https://a.example/p', 'https://b/?q=1&r=2' ) ).toBe(
			'https://a.example/p?url=https%3A%2F%2Fb%2F%3Fq%3D1%26r%3D2'
		);
	} );

	it( 'the provider host: dev with devMode', () => {
		expect( providerHost( false ) ).toBe(
			'https://widget.vitrina.delivery/'
		);
		expect( providerHost( true ) ).toBe(
			'https://widget-dev.vitrina.delivery/'
		);
	} );
} );
