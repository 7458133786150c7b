import { act, render, screen } from '@testing-library/react';
import { FrameApp } from '../../../../src/delivery/frame/App';
import { connectToParent } from '../../../../src/delivery/frame/messenger';
import {
	fakeParent,
	initMessage,
	json,
	mockProvider,
	OPTIONS,
	sendMessage,
} from './fixtures';

describe( 'content-resize', () => {
	let observed: ResizeObserverCallback | null;
	let height: number;

	beforeEach( () => {
		observed = null;
		height = 400;
		vi.stubGlobal(
			'ResizeObserver',
			class {
				constructor( callback: ResizeObserverCallback ) {
					observed = callback;
				}
				observe() {}
				disconnect() {}
			}
		);
		vi.spyOn(
			document.documentElement,
			'getBoundingClientRect'
		).mockImplementation( () => ( { height } ) as DOMRect );
	} );
	afterEach( () => {
		vi.unstubAllGlobals();
	} );

	it( 'posts the document height whenever it changes, grown or shrunk', async () => {
		mockProvider( {
			'v2/delivery/calculate': () => json( { options: OPTIONS } ),
		} );
		const { parent, postMessage } = fakeParent();
		render(
			<FrameApp
				lang="ru"
				connection={ connectToParent( window, parent ) }
			/>
		);
		act( () => sendMessage( initMessage(), parent ) );
		await screen.findByRole( 'radio', { name: /Курьер Сервис/ } );
		const resizes = () =>
			postMessage.mock.calls
				.map( ( call ) => call[ 0 ] )
				.filter( ( message ) => message.event === 'content-resize' )
				.map( ( message ) => message.data.height );
		expect( resizes() ).toEqual( [ 400 ] );
		const fire = () => act( () => observed?.( [], {} as ResizeObserver ) );
		height = 612.4;
		fire();
		fire();
		height = 380;
		fire();
		expect( resizes() ).toEqual( [ 400, 613, 380 ] );
	} );
} );
