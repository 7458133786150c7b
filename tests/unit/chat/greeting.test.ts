import { initChat, readState } from '../../../src/chat/greeting';
import { CHAT } from '../../../src/chat/constants';

function markup(): HTMLElement {
	document.body.innerHTML = `
		<div class="vitrina-chat">
			<div id="vitrina-chat-greeting" data-vitrina-chat="greeting" hidden>
				<p>Hello</p>
				<button type="button" data-vitrina-chat="close" aria-label="Close the chat greeting">×</button>
			</div>
			<a href="https://wa.me/79991234567" data-vitrina-chat="toggle" aria-controls="vitrina-chat-greeting" aria-expanded="false">
				<span>Write to us in the chat</span>
			</a>
		</div>`;
	return document.querySelector( '.vitrina-chat' ) as HTMLElement;
}

const box = () =>
	document.querySelector( '[data-vitrina-chat="greeting"]' ) as HTMLElement;
const toggle = () =>
	document.querySelector( '[data-vitrina-chat="toggle"]' ) as HTMLElement;
const close = () =>
	document.querySelector( '[data-vitrina-chat="close"]' ) as HTMLElement;

describe( 'chat greeting box', () => {
	beforeEach( () => {
		vi.useFakeTimers();
		window.localStorage.clear();
	} );
	afterEach( () => {
		vi.useRealTimers();
	} );

	it( 'shows the greeting after the show delay, not before', () => {
		initChat( markup(), window.localStorage );
		vi.advanceTimersByTime( CHAT.showDelay - 1 );
		expect( box().hidden ).toBe( true );
		vi.advanceTimersByTime( 1 );
		expect( box().hidden ).toBe( false );
		expect( toggle() ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( toggle() ).toHaveAttribute( 'role', 'button' );
		// Showing by itself is not a choice of the shopper.
		expect( readState( window.localStorage ) ).toBeNull();
	} );

	it( 'remembers a close and stays closed on the next page', () => {
		const undo = initChat( markup(), window.localStorage );
		vi.advanceTimersByTime( CHAT.showDelay );
		close().click();
		expect( box().hidden ).toBe( true );
		expect( toggle().ownerDocument.activeElement ).toBe( toggle() );
		expect( window.localStorage.getItem( CHAT.storageKey ) ).toBe(
			'closed'
		);
		undo();

		initChat( markup(), window.localStorage );
		vi.advanceTimersByTime( CHAT.showDelay * 10 );
		expect( box().hidden ).toBe( true );
		expect( toggle() ).toHaveAttribute( 'aria-expanded', 'false' );
	} );

	it( 'toggles from the button without following the link and remembers it', () => {
		window.localStorage.setItem( CHAT.storageKey, 'closed' );
		initChat( markup(), window.localStorage );
		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		toggle().dispatchEvent( click );
		expect( click.defaultPrevented ).toBe( true );
		expect( box().hidden ).toBe( false );
		expect( readState( window.localStorage ) ).toBe( 'open' );

		toggle().dispatchEvent(
			new KeyboardEvent( 'keydown', {
				key: ' ',
				bubbles: true,
				cancelable: true,
			} )
		);
		expect( box().hidden ).toBe( true );
		expect( readState( window.localStorage ) ).toBe( 'closed' );
	} );

	it( 'closes with Escape', () => {
		initChat( markup(), window.localStorage );
		vi.advanceTimersByTime( CHAT.showDelay );
		box().dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Escape', bubbles: true } )
		);
		expect( box().hidden ).toBe( true );
		expect( readState( window.localStorage ) ).toBe( 'closed' );
	} );

	it( 'stops listening, and never opens, once stopped', () => {
		window.localStorage.setItem( CHAT.storageKey, 'closed' );
		const stop = initChat( markup(), window.localStorage );
		stop();
		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		toggle().dispatchEvent( click );
		expect( click.defaultPrevented ).toBe( false );
		expect( box().hidden ).toBe( true );
		expect( toggle() ).toHaveAttribute( 'aria-expanded', 'false' );
	} );

	it( 'works without storage', () => {
		initChat( markup(), null );
		vi.advanceTimersByTime( CHAT.showDelay );
		expect( box().hidden ).toBe( false );
		close().click();
		expect( box().hidden ).toBe( true );
	} );
} );
