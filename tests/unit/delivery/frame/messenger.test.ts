import { listenForParent } from '../../../../src/delivery/frame/messenger';
import { fakeParent, initMessage, ORIGIN, sendMessage } from './fixtures';

describe( 'listenForParent (the handshake)', () => {
	it( 'accepts the parent’s message and posts only to its origin', () => {
		const { parent, postMessage } = fakeParent();
		const onInit = vi.fn();
		listenForParent( onInit, window, parent );
		sendMessage( initMessage(), parent );
		expect( onInit ).toHaveBeenCalledTimes( 1 );
		const messenger = onInit.mock.calls[ 0 ][ 0 ];
		expect( messenger.origin ).toBe( ORIGIN );
		expect( messenger.init.id ).toBe( 'delivery' );
		expect( messenger.init.params.apiScript ).toMatch( /^https:/ );
		messenger.post( 'stepChange', { step: 'formStep' } );
		expect( postMessage ).toHaveBeenCalledWith(
			{
				id: 'delivery',
				event: 'stepChange',
				data: { step: 'formStep' },
			},
			ORIGIN
		);
	} );

	it( 'ignores messages from another window', () => {
		const { parent } = fakeParent();
		const { parent: other } = fakeParent();
		const onInit = vi.fn();
		listenForParent( onInit, window, parent );
		sendMessage( initMessage(), other );
		sendMessage( initMessage(), null );
		sendMessage( initMessage(), window );
		expect( onInit ).not.toHaveBeenCalled();
	} );

	it.each( [
		[ 'no id', { ...initMessage(), id: '' } ],
		[ 'a numeric id', { ...initMessage(), id: 5 } ],
		[ 'no params', { id: 'delivery' } ],
		[
			'an apiScript that is not http(s)',
			initMessage( { apiScript: 'javascript:alert(1)' } ),
		],
		[ 'a string', 'hello' ],
		[ 'null', null ],
	] )( 'ignores a message with %s', ( _label, data ) => {
		const { parent } = fakeParent();
		const onInit = vi.fn();
		listenForParent( onInit, window, parent );
		sendMessage( data, parent );
		expect( onInit ).not.toHaveBeenCalled();
	} );

	it( 'ignores an opaque origin', () => {
		const { parent } = fakeParent();
		const onInit = vi.fn();
		listenForParent( onInit, window, parent );
		sendMessage( initMessage(), parent, 'null' );
		expect( onInit ).not.toHaveBeenCalled();
	} );

	it( 'takes only the first valid message, and stops on cleanup', () => {
		const { parent } = fakeParent();
		const onInit = vi.fn();
		listenForParent( onInit, window, parent );
		sendMessage( initMessage(), parent );
		sendMessage( { ...initMessage(), id: 'other' }, parent );
		expect( onInit ).toHaveBeenCalledTimes( 1 );

		const later = vi.fn();
		const stop = listenForParent( later, window, parent );
		stop();
		sendMessage( initMessage(), parent );
		expect( later ).not.toHaveBeenCalled();
	} );

	it( 'normalises what the parent sent', () => {
		const { parent } = fakeParent();
		const onInit = vi.fn();
		listenForParent( onInit, window, parent );
		sendMessage(
			{
				id: 'w',
				params: {
					lang: 'de',
					apiScript: 'https://shop.test/proxy',
					devMode: 'yes',
				},
			},
			parent
		);
		const { init } = onInit.mock.calls[ 0 ][ 0 ];
		expect( init.params.lang ).toBe( 'ru' );
		expect( init.params.devMode ).toBe( false );
		expect( init.demoMode ).toBe( false );
		expect( init.autoHeight ).toBe( false );
		expect( init.settings ).toEqual( {} );
	} );
} );
