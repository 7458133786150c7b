/**
 * The popup's open sound: a short beep (Web Audio, no file) or a custom
 * sound file. Failures are console warnings (spec §8), never errors.
 */
import { POPUPS } from './constants';

type AudioContextClass = typeof AudioContext;

/**
 * Plays the open sound.
 *
 * @param kind   none, beep or custom.
 * @param custom The custom sound's address.
 */
export function playSound( kind: string, custom: string ): void {
	if ( kind === 'none' || ! kind ) {
		return;
	}
	try {
		if ( kind === 'beep' ) {
			beep();
		} else if ( kind === 'custom' && custom ) {
			const audio = new Audio( custom );
			void audio.play()?.catch( ( error: unknown ) => {
				// eslint-disable-next-line no-console
				console.warn(
					'Vitrina popups: the sound could not play',
					error
				);
			} );
		} else {
			// eslint-disable-next-line no-console
			console.warn( `Vitrina popups: unknown sound "${ kind }"` );
		}
	} catch ( error ) {
		// eslint-disable-next-line no-console
		console.warn( 'Vitrina popups: the sound could not load', error );
	}
}

function beep(): void {
	const Ctx = ( window.AudioContext ??
		( window as unknown as { webkitAudioContext?: AudioContextClass } )
			.webkitAudioContext ) as AudioContextClass | undefined;
	if ( ! Ctx ) {
		throw new Error( 'Web Audio is not available' );
	}
	const ctx = new Ctx();
	const osc = ctx.createOscillator();
	const gain = ctx.createGain();
	osc.frequency.value = POPUPS.beepFrequency;
	gain.gain.value = 0.1;
	osc.connect( gain ).connect( ctx.destination );
	osc.start();
	osc.stop( ctx.currentTime + POPUPS.beepLength / 1000 );
	osc.onended = () => void ctx.close();
}
