import { act } from '@testing-library/react';
import { z } from 'zod/mini';
import { defineIsland, onFirstUse, onNearView, whenOf } from '@runtime/island';
import { renderInto } from '@runtime/react';
import { settingsElementId } from '@runtime/settings';

function Greeting( { name }: { name: string } ) {
	return <p>Здравствуйте, { name }</p>;
}
function Broken(): never {
	throw new Error( 'boom' );
}

function container(
	component: string,
	props: string,
	{ island = 'demo', when = '' } = {}
) {
	const el = document.createElement( 'div' );
	el.dataset.vitrinaIsland = island;
	el.dataset.vitrinaComponent = component;
	el.dataset.vitrinaProps = props;
	if ( when ) {
		el.dataset.vitrinaWhen = when;
	}
	el.innerHTML = '<input name="s" />';
	document.body.appendChild( el );
	return el;
}

function printSettings( island: string, text: string ) {
	const el = document.createElement( 'script' );
	el.type = 'application/json';
	el.id = settingsElementId( island );
	el.textContent = text;
	document.body.appendChild( el );
}

const settings = z.object( { greeting: z.string() } );
const mounted: string[] = [];
const components = {
	text: {
		props: z.object( { name: z.string() } ),
		mount(
			el: HTMLElement,
			props: { name: string },
			s: { greeting: string }
		) {
			el.textContent = `${ s.greeting }, ${ props.name }`;
			mounted.push( props.name );
		},
	},
	throws: {
		mount() {
			throw new Error( 'boom' );
		},
	},
};

afterEach( () => {
	document.body.innerHTML = '';
	mounted.length = 0;
	vi.restoreAllMocks();
	vi.unstubAllGlobals();
} );

describe( 'defineIsland', () => {
	it( 'checks the settings, starts once and mounts each container of the island once', () => {
		printSettings( 'demo', '{"greeting":"Здравствуйте"}' );
		const a = container( 'text', '{"name":"Анна"}' );
		const b = container( 'text', '{"name":"Борис"}' );
		container( 'text', '{"name":"Чужой"}', { island: 'other' } );
		const start = vi.fn();
		const island = defineIsland( 'demo', {
			settings,
			components,
			start,
		} );
		expect( start ).toHaveBeenCalledTimes( 1 );
		expect( start ).toHaveBeenCalledWith( { greeting: 'Здравствуйте' } );
		expect( a ).toHaveTextContent( 'Здравствуйте, Анна' );
		expect( b ).toHaveTextContent( 'Здравствуйте, Борис' );
		expect( mounted ).toEqual( [ 'Анна', 'Борис' ] );
		// Markup added later mounts on demand; the mounted ones stay as they are.
		const c = container( 'text', '{"name":"Вера"}' );
		island.mount();
		expect( c ).toHaveTextContent( 'Здравствуйте, Вера' );
		expect( mounted ).toEqual( [ 'Анна', 'Борис', 'Вера' ] );
	} );

	it( 'stays inert with invalid or missing settings, saying so', () => {
		const error = vi
			.spyOn( console, 'error' )
			.mockImplementation( () => {} );
		printSettings( 'demo', '{"greeting":5}' );
		const a = container( 'text', '{"name":"Анна"}' );
		const start = vi.fn();
		defineIsland( 'demo', { settings, components, start } );
		expect( start ).not.toHaveBeenCalled();
		expect( a ).not.toHaveTextContent( 'Анна' );
		expect( error ).toHaveBeenCalledWith(
			'Vitrina: invalid demo settings',
			expect.any( String )
		);
		defineIsland( 'absent', { settings, components, start } );
		expect( start ).not.toHaveBeenCalled();
	} );

	it( 'skips containers with invalid props or an unknown component, and isolates a failing one', () => {
		const error = vi
			.spyOn( console, 'error' )
			.mockImplementation( () => {} );
		const warn = vi.spyOn( console, 'warn' ).mockImplementation( () => {} );
		printSettings( 'demo', '{"greeting":"Привет"}' );
		const bad = container( 'text', '{"name":5}' );
		const garbage = container( 'text', '{name' );
		container( 'nope', '{}' );
		container( 'throws', '{}' );
		const fine = container( 'text', '{"name":"Вера"}' );
		defineIsland( 'demo', { settings, components } );
		expect( bad ).not.toHaveTextContent( 'Привет' );
		expect( garbage ).not.toHaveTextContent( 'Привет' );
		expect( fine ).toHaveTextContent( 'Привет, Вера' );
		expect( warn ).toHaveBeenCalledWith(
			'Vitrina: unknown component demo/nope'
		);
		expect( error ).toHaveBeenCalledWith(
			'Vitrina: invalid props for demo/text'
		);
		expect( error ).toHaveBeenCalledWith(
			'Vitrina: demo/throws failed',
			expect.any( Error )
		);
	} );

	it( 'mounts a container when visible or when idle, as its markup says; use containers at once', () => {
		printSettings( 'demo', '{"greeting":"Привет"}' );
		let visible: (
			entries: { isIntersecting: boolean }[]
		) => void = () => {};
		vi.stubGlobal(
			'IntersectionObserver',
			class {
				constructor( cb: typeof visible ) {
					visible = cb;
				}
				observe() {}
				disconnect() {}
			}
		);
		let idle: () => void = () => {};
		vi.stubGlobal( 'requestIdleCallback', ( cb: () => void ) => {
			idle = cb;
			return 1;
		} );
		const onUse = container( 'text', '{"name":"use"}', { when: 'use' } );
		const onView = container( 'text', '{"name":"visible"}', {
			when: 'visible',
		} );
		const onIdle = container( 'text', '{"name":"idle"}', {
			when: 'idle',
		} );
		const typo = container( 'text', '{"name":"load"}', { when: 'later' } );
		expect( whenOf( typo ) ).toBe( 'load' );
		defineIsland( 'demo', { settings, components } );
		// Use decides when the island's scripts load (waiting.test.ts): once
		// they run, its use containers mount at once.
		expect( mounted ).toEqual( [ 'use', 'load' ] );
		expect( onUse ).toHaveTextContent( 'Привет, use' );
		visible( [ { isIntersecting: false } ] );
		expect( onView ).not.toHaveTextContent( 'Привет' );
		visible( [ { isIntersecting: true } ] );
		idle();
		expect( mounted ).toEqual( [ 'use', 'load', 'visible', 'idle' ] );
		expect( onIdle ).toHaveTextContent( 'Привет, idle' );
	} );
} );

describe( 'renderInto', () => {
	it( 'renders React in an error boundary, so a failing component leaves its neighbours working', async () => {
		vi.spyOn( console, 'error' ).mockImplementation( () => {} );
		const broken = container( 'broken', '{}' );
		const fine = container( 'greeting', '{}' );
		await act( async () => {
			renderInto( broken, <Broken />, 'demo/broken' );
			renderInto( fine, <Greeting name="Вера" />, 'demo/greeting' );
		} );
		expect( broken ).toBeEmptyDOMElement();
		expect( fine ).toHaveTextContent( 'Здравствуйте, Вера' );
	} );
} );

describe( 'onNearView', () => {
	afterEach( () => vi.unstubAllGlobals() );

	it( 'calls back once the element is within the margin of the viewport; a stop ends the wait', () => {
		const observers: Array< {
			cb: ( entries: { isIntersecting: boolean }[] ) => void;
			margin?: string;
			disconnected: boolean;
		} > = [];
		vi.stubGlobal(
			'IntersectionObserver',
			class {
				entry;
				constructor(
					cb: ( entries: { isIntersecting: boolean }[] ) => void,
					options?: { rootMargin?: string }
				) {
					this.entry = {
						cb,
						margin: options?.rootMargin,
						disconnected: false,
					};
					observers.push( this.entry );
				}
				observe() {}
				disconnect() {
					this.entry.disconnected = true;
				}
			}
		);
		const el = document.createElement( 'div' );
		const near = vi.fn();
		onNearView( el, near, 400 );
		expect( observers[ 0 ].margin ).toBe( '400px 0px' );
		observers[ 0 ].cb( [ { isIntersecting: false } ] );
		expect( near ).not.toHaveBeenCalled();
		observers[ 0 ].cb( [ { isIntersecting: true } ] );
		expect( near ).toHaveBeenCalledTimes( 1 );
		expect( observers[ 0 ].disconnected ).toBe( true );

		const stop = onNearView( el, near );
		expect( observers[ 1 ].margin ).toBe( '0px 0px' );
		stop();
		expect( observers[ 1 ].disconnected ).toBe( true );
	} );

	it( 'calls back at once where the browser cannot tell', () => {
		vi.stubGlobal( 'IntersectionObserver', undefined );
		const near = vi.fn();
		onNearView( document.createElement( 'div' ), near, 400 );
		expect( near ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'onFirstUse', () => {
	afterEach( () => document.body.replaceChildren() );

	it( 'calls back once, on the first pointer, focus or touch in the element', () => {
		const el = container( 'text', '{}' );
		const used = vi.fn();
		onFirstUse( el, used );
		expect( used ).not.toHaveBeenCalled();
		document.body.dispatchEvent(
			new Event( 'pointerover', { bubbles: true } )
		);
		expect( used ).not.toHaveBeenCalled();
		el.querySelector( 'input' )?.dispatchEvent(
			new Event( 'pointerover', { bubbles: true } )
		);
		el.querySelector( 'input' )?.focus();
		el.dispatchEvent( new Event( 'touchstart', { bubbles: true } ) );
		expect( used ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'calls back at once when the focus is in the element already', () => {
		const el = container( 'text', '{}' );
		el.querySelector( 'input' )?.focus();
		const used = vi.fn();
		onFirstUse( el, used );
		expect( used ).toHaveBeenCalledTimes( 1 );
	} );
} );
