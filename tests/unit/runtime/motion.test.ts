import { scrollToY } from '@runtime/motion';
import { reducedMotion } from '../motion';

describe( 'scrollToY', () => {
	let frames: FrameRequestCallback[];
	let now: number;
	let y: number;
	beforeEach( () => {
		frames = [];
		now = 0;
		y = 0;
		vi.spyOn( window, 'requestAnimationFrame' ).mockImplementation(
			( callback ) => frames.push( callback )
		);
		vi.spyOn( window, 'scrollY', 'get' ).mockImplementation( () => y );
		vi.spyOn( window, 'scrollTo' ).mockImplementation( ( (
			_x: number,
			top: number
		) => {
			y = top;
		} ) as typeof window.scrollTo );
	} );
	const runFrames = ( step: number ) => {
		while ( frames.length ) {
			frames.shift()!( ( now += step ) );
		}
	};

	it( 'eases to a position over the duration', async () => {
		reducedMotion( false );
		const done = scrollToY( 400, 500 );
		runFrames( 100 );
		await done;
		expect( y ).toBe( 400 );
	} );

	it( 'follows a target that moves while it scrolls (a notice drawn above)', async () => {
		reducedMotion( false );
		let target = 400;
		const done = scrollToY( () => target, 500 );
		frames.shift()!( ( now += 100 ) );
		frames.shift()!( ( now += 100 ) );
		target = 505;
		runFrames( 100 );
		await done;
		expect( y ).toBe( 505 );
	} );

	it( 'jumps at once, to where the target is, when less motion is asked for', async () => {
		reducedMotion( true );
		await scrollToY( () => 250, 500 );
		expect( y ).toBe( 250 );
		expect( frames ).toHaveLength( 0 );
	} );
} );
