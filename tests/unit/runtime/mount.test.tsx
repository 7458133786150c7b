import { act } from '@testing-library/react';
import { z } from 'zod/mini';
import { mountIsland, readProps } from '@runtime/mount';

function Greeting( { name }: { name: string } ) {
	return <p>Здравствуйте, { name }</p>;
}
function Broken(): never {
	throw new Error( 'boom' );
}

const registry = {
	greeting: {
		component: Greeting,
		props: z.object( { name: z.string() } ),
	},
	broken: { component: Broken, props: z.object( {} ) },
};

function container( component: string, props: string, island = 'demo' ) {
	const el = document.createElement( 'div' );
	el.dataset.vitrinaIsland = island;
	el.dataset.vitrinaComponent = component;
	el.dataset.vitrinaProps = props;
	document.body.appendChild( el );
	return el;
}

describe( 'mountIsland', () => {
	it( 'mounts each container of the island with its props, once', async () => {
		const a = container( 'greeting', '{"name":"Анна"}' );
		const b = container( 'greeting', '{"name":"Борис"}' );
		container( 'greeting', '{"name":"Чужой"}', 'other' );
		let count = 0;
		await act( async () => {
			count = mountIsland( 'demo', registry );
		} );
		expect( count ).toBe( 2 );
		expect( a ).toHaveTextContent( 'Здравствуйте, Анна' );
		expect( b ).toHaveTextContent( 'Здравствуйте, Борис' );
		expect( document.body ).not.toHaveTextContent( 'Чужой' );
		await act( async () => {
			count = mountIsland( 'demo', registry );
		} );
		expect( count ).toBe( 0 );
	} );

	it( 'skips containers whose props fail validation or are not JSON', async () => {
		vi.spyOn( console, 'error' ).mockImplementation( () => {} );
		const bad = container( 'greeting', '{"name":5}' );
		const garbage = container( 'greeting', '{name' );
		let count = 0;
		await act( async () => {
			count = mountIsland( 'demo', registry );
		} );
		expect( count ).toBe( 0 );
		expect( bad ).toBeEmptyDOMElement();
		expect( garbage ).toBeEmptyDOMElement();
	} );

	it( 'warns about unknown components and leaves them alone', () => {
		const warn = vi.spyOn( console, 'warn' ).mockImplementation( () => {} );
		container( 'nope', '{}' );
		expect( mountIsland( 'demo', registry ) ).toBe( 0 );
		expect( warn ).toHaveBeenCalledWith(
			'Vitrina: unknown component demo/nope'
		);
	} );

	it( 'keeps a failing component from breaking its neighbours', async () => {
		vi.spyOn( console, 'error' ).mockImplementation( () => {} );
		const broken = container( 'broken', '{}' );
		const fine = container( 'greeting', '{"name":"Вера"}' );
		await act( async () => {
			mountIsland( 'demo', registry );
		} );
		expect( broken ).toBeEmptyDOMElement();
		expect( fine ).toHaveTextContent( 'Здравствуйте, Вера' );
	} );
} );

describe( 'readProps', () => {
	it( 'defaults to an empty object', () => {
		const el = document.createElement( 'div' );
		expect( readProps( el, z.object( {} ) ) ).toEqual( {} );
	} );
} );
