/**
 * The star rating widget, the product page's one rating: it shows
 * WooCommerce's reviews average and count (printed by the server) and the
 * stars the shopper votes with. A vote (call 14: rating, schemaId, post_id,
 * nonce) lights the shopper's stars; the average and the count it answers
 * are the votes' own and are not shown in the place of the reviews'. The
 * widget rests for 5 s after a vote and the thanks stay 5 s. Only logged-in customers vote: a guest
 * (from the shopper state, so cached pages are right) sees the rating and
 * a message asking to log in, and the stars stay disabled.
 */
import { __ } from '@runtime/i18n';
import { fetchJson, ResponseError } from '@runtime/http';
import { loadState, stateNonce, type ShopState } from '@runtime/state';
import { RATING } from './constants';
import { clampRating } from './rules';

/** The answer's schema (and zod), loaded with the first vote. */
const ratingAnswer = () =>
	import(
		/* webpackChunkName: "product/rating-answer" */ './rating-answer'
	).then( ( loaded ) => loaded.ratingResponseSchema );

export interface RatingOptions {
	ajaxUrl: string;
	action: string;
	/** The vote nonce (defaults to the shopper state's). */
	nonce?: () => Promise< string >;
	/** The shopper state (defaults to the shared one). */
	state?: () => Promise< ShopState | null >;
}

/**
 * What a refused vote tells (the server's messages, for the statuses it uses).
 *
 * @param status The answer's HTTP status (0: none).
 */
export function refusal( status: number ): string {
	switch ( status ) {
		case 403:
			return __(
				'Only customers who bought this product can rate it.',
				'vitrina'
			);
		case 429:
			return __(
				'Too many votes. Please try again in a few minutes.',
				'vitrina'
			);
		default:
			return __(
				'Your vote could not be sent. Please try again.',
				'vitrina'
			);
	}
}

/** What a guest is told (the server says the same on a refused vote). */
export const loginMessage = (): string =>
	__( 'Please log in to rate this product.', 'vitrina' );

export class RatingWidget {
	readonly root: HTMLElement;
	private readonly options: RatingOptions;
	private busy = false;
	private guest = false;
	private messageTimer = 0;

	constructor( root: HTMLElement, options: RatingOptions ) {
		this.root = root;
		this.options = options;
	}

	stars(): HTMLButtonElement[] {
		return Array.from(
			this.root.querySelectorAll< HTMLButtonElement >(
				'.vitrina-rating__star'
			)
		);
	}

	init(): void {
		this.root.addEventListener( 'click', ( e ) => {
			const star = (
				e.target as Element | null
			 )?.closest< HTMLButtonElement >( '.vitrina-rating__star' );
			if ( star ) {
				void this.vote( Number( star.dataset.rating ) );
			}
		} );
		this.root.classList.add( 'is-ready' );
		void ( this.options.state ?? loadState )()
			.then( ( state ) => {
				if ( state && ! state.loggedIn ) {
					this.forGuest();
				}
			} )
			.catch( () => undefined );
	}

	/**
	 * A guest: the stars stay disabled and the message asks to log in.
	 */
	forGuest(): void {
		this.guest = true;
		this.setDisabled( true );
		this.root.classList.add( 'is-guest' );
		window.clearTimeout( this.messageTimer );
		const el = this.root.querySelector( '.vitrina-rating__message' );
		if ( el ) {
			el.textContent = loginMessage();
		}
	}

	/**
	 * Sends a vote.
	 *
	 * @param index The stars chosen (clamped to 0..5).
	 */
	async vote( index: number ): Promise< void > {
		const rating = clampRating( index );
		if ( this.busy || this.guest || rating < 1 ) {
			return;
		}
		this.setDisabled( true );
		const body = new URLSearchParams( {
			action: this.options.action,
			rating: String( rating ),
			schemaId: this.root.dataset.schemaId || '',
			post_id: this.root.dataset.postId || '',
			nonce: await (
				this.options.nonce ?? ( () => stateNonce( 'rating' ) )
			)(),
		} );
		try {
			let status = 0;
			const answer = await fetchJson(
				this.options.ajaxUrl,
				ratingAnswer(),
				{
					method: 'POST',
					body,
					timeout: 10000,
				}
			).catch( ( error: unknown ) => {
				status = error instanceof ResponseError ? error.status : 0;
				return null;
			} );
			if ( answer?.success ) {
				this.show( rating );
				this.say( __( 'Thank you for your vote!', 'vitrina' ) );
			} else if ( status === 401 ) {
				this.forGuest();
			} else {
				this.say( answer?.message || refusal( status ) );
			}
		} finally {
			window.setTimeout( () => {
				if ( ! this.guest ) {
					this.setDisabled( false );
				}
			}, RATING.disabledAfterVote );
		}
	}

	private setDisabled( disabled: boolean ): void {
		this.busy = disabled;
		this.root.classList.toggle( 'is-disabled', disabled );
		this.stars().forEach( ( s ) => ( s.disabled = disabled ) );
	}

	/**
	 * Shows the shopper's vote on the stars.
	 *
	 * @param rating The stars given.
	 */
	private show( rating: number ): void {
		this.root.classList.add( 'has-vote' );
		this.stars().forEach( ( star, i ) => {
			star.classList.toggle( 'is-on', i < rating );
			star.setAttribute(
				'aria-pressed',
				i + 1 === rating ? 'true' : 'false'
			);
		} );
	}

	private say( text: string ): void {
		const el = this.root.querySelector( '.vitrina-rating__message' );
		if ( ! el ) {
			return;
		}
		el.textContent = text;
		window.clearTimeout( this.messageTimer );
		this.messageTimer = window.setTimeout( () => {
			el.textContent = '';
		}, RATING.messageDuration );
	}
}
