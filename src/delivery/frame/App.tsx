/**
 * The frame page: waits for the parent's message, then walks the steps
 * deliverySelectStep → formStep → confirmationStep → payStep and reports
 * every event to the page (docs/delivery-provider.md).
 */
import {
	useCallback,
	useEffect,
	useMemo,
	useRef,
	useState,
} from '@wordpress/element';
import { __, sprintf } from '@runtime/i18n';
import { fetchOptions } from './api';
import { ConfirmationStep } from './ConfirmationStep';
import {
	DEFAULT_CITY,
	DELIVERY_TYPE,
	EVENT,
	MESSAGE_CONTENT_RESIZE,
	MESSAGE_SCROLL_TO_BOTTOM,
	PAYMENT_TYPE,
	STEP,
	visibleSteps,
	type Lang,
	type PayTypeValue,
	type Step,
} from './constants';
import { DeliverySelectStep, type OptionsState } from './DeliverySelectStep';
import { providerErrors } from './errors';
import { FormStep } from './FormStep';
import type { Connection, Messenger } from './messenger';
import { PayStep } from './PayStep';
import { FrameContext } from './Step';
import type { City, DeliveryOption, MapTiles, Point } from './schemas';
import {
	availablePayTypes,
	buildSelection,
	EMPTY_CONTACTS,
	paymentFlags,
	type Contacts,
} from './selection';

interface FrameAppProps {
	/** Language of the page settings, until the parent's message arrives. */
	lang: Lang;
	/** The connection to the parent (made before the first render). */
	connection: Connection;
	/** The page settings' map tiles, or null (no map view). */
	map?: MapTiles | null;
}

export function FrameApp( { lang, connection, map = null }: FrameAppProps ) {
	const [ messenger, setMessenger ] = useState< Messenger | null >(
		connection.current
	);
	useEffect( () => {
		if ( connection.current ) {
			setMessenger( connection.current );
		}
		return connection.subscribe( ( ready ) => setMessenger( ready ) );
	}, [ connection ] );
	if ( ! messenger ) {
		return (
			<div className="vitrina-frame" lang={ lang } aria-busy="true">
				<p className="vitrina-frame-loading" role="status">
					{ __( 'Loading…', 'vitrina' ) }
				</p>
			</div>
		);
	}
	return <Widget messenger={ messenger } map={ map } />;
}

/**
 * The height of the document's content. The root element's box, not its
 * scrollHeight: that one never drops below the frame's own height, so the
 * frame could grow but never shrink.
 */
export const documentHeight = (): number =>
	Math.ceil( document.documentElement.getBoundingClientRect().height );

/**
 * Posts content-resize with the document height whenever it changes.
 *
 * @param post The messenger's post.
 */
function useContentResize( post: Messenger[ 'post' ] ) {
	useEffect( () => {
		let last = -1;
		const measure = () => {
			const height = documentHeight();
			if ( height !== last ) {
				last = height;
				post( MESSAGE_CONTENT_RESIZE, { height } );
			}
		};
		measure();
		if ( typeof ResizeObserver !== 'function' ) {
			return;
		}
		const observer = new ResizeObserver( measure );
		observer.observe( document.documentElement );
		observer.observe( document.body );
		return () => observer.disconnect();
	}, [ post ] );
}

/**
 * The recipient the shop already knows (its billing fields), to start the
 * form with.
 *
 * @param messenger The messenger with the parent's parameters.
 */
const initialContacts = ( messenger: Messenger ): Contacts => {
	const { params } = messenger.init;
	return {
		...EMPTY_CONTACTS,
		name: params.userName?.trim() ?? '',
		phone: params.userPhone ?? '',
		email: params.userEmail?.trim() ?? '',
	};
};

export function Widget( {
	messenger,
	map = null,
}: {
	messenger: Messenger;
	map?: MapTiles | null;
} ) {
	const { init, post } = messenger;
	const { params } = init;
	const lang = params.lang;
	const steps = visibleSteps( params.mod );
	// The shop's checkout takes the payment: no payment step of ours.
	const handsOver = ! steps.includes( STEP.pay );
	const [ step, setStep ] = useState< Step >( STEP.deliverySelect );
	const [ city, setCity ] = useState< City >( { ...DEFAULT_CITY } );
	const [ options, setOptions ] = useState< OptionsState >( {
		status: 'loading',
	} );
	const [ reload, setReload ] = useState( 0 );
	const [ option, setOption ] = useState< DeliveryOption | null >( null );
	const [ point, setPoint ] = useState< Point | null >( null );
	const [ contacts, setContacts ] = useState< Contacts >( () =>
		initialContacts( messenger )
	);
	const [ comment, setComment ] = useState( '' );
	const [ payType, setPayType ] = useState< PayTypeValue >(
		PAYMENT_TYPE.online
	);
	const [ done, setDone ] = useState( false );
	const headingRef = useRef< HTMLHeadingElement >( null );
	const firstStep = useRef( true );

	const report = useCallback(
		( error: unknown ) =>
			post( EVENT.error, providerErrors( error, lang ) ),
		[ post, lang ]
	);

	useEffect( () => {
		document.documentElement.lang = lang;
		post( EVENT.start, null );
	}, [ post, lang ] );

	useContentResize( post );

	useEffect( () => {
		post( EVENT.stepChange, { step } );
		if ( firstStep.current ) {
			firstStep.current = false;
			return;
		}
		headingRef.current?.focus();
		post( MESSAGE_SCROLL_TO_BOTTOM, null );
	}, [ step, post ] );

	useEffect( () => {
		if ( done ) {
			headingRef.current?.focus();
		}
	}, [ done ] );

	useEffect( () => {
		let live = true;
		setOptions( { status: 'loading' } );
		setOption( null );
		setPoint( null );
		fetchOptions( params, city ).then(
			( found ) =>
				live && setOptions( { status: 'ready', options: found } ),
			( error ) => {
				if ( live ) {
					setOptions( { status: 'error' } );
					report( error );
				}
			}
		);
		return () => {
			live = false;
		};
	}, [ params, city, reload, report ] );

	const selection = useMemo(
		() =>
			buildSelection(
				{ city, option, point, contacts, comment, payType },
				lang
			),
		[ city, option, point, contacts, comment, payType, lang ]
	);

	const lastChange = useRef( JSON.stringify( selection ) );
	useEffect( () => {
		const json = JSON.stringify( selection );
		if ( json !== lastChange.current ) {
			lastChange.current = json;
			post( EVENT.change, selection );
		}
	}, [ selection, post ] );

	const flags = option
		? paymentFlags( option, point )
		: { cash: false, card: false };
	const available = option ? availablePayTypes( option, point ) : [];

	const chooseOption = ( next: DeliveryOption ) => {
		setOption( next );
		if ( next.id !== option?.id ) {
			setPoint( null );
		}
		if ( next.type === DELIVERY_TYPE.pickup ) {
			post( MESSAGE_SCROLL_TO_BOTTOM, null );
		}
	};

	const confirm = () => {
		const initial = available.includes( PAYMENT_TYPE.onDelivery )
			? PAYMENT_TYPE.onDelivery
			: PAYMENT_TYPE.online;
		const chosen = { ...selection, payType: initial };
		setPayType( initial );
		lastChange.current = JSON.stringify( chosen );
		post( EVENT.select, chosen );
		if ( handsOver ) {
			setDone( true );
			post( EVENT.done, chosen );
			return;
		}
		setStep( STEP.pay );
	};

	const finish = () => {
		setDone( true );
		post( EVENT.done, selection );
	};

	const restartChoice = () => {
		setDone( false );
		setStep( STEP.deliverySelect );
	};

	const shared = useMemo(
		() => ( {
			headingRef,
			params,
			lang,
			map,
			backToChoice: () => setStep( STEP.deliverySelect ),
			report,
		} ),
		[ params, lang, map, report ]
	);

	let body;
	if ( step === STEP.form && option ) {
		body = (
			<FormStep
				deliveryType={ option.type }
				countryIsoCode={ city.countryIsoCode }
				contacts={ contacts }
				comment={ comment }
				onSubmit={ ( nextContacts, nextComment ) => {
					setContacts( nextContacts );
					setComment( nextComment );
					setStep( STEP.confirmation );
				} }
			/>
		);
	} else if ( step === STEP.confirmation && option && ! done ) {
		body = (
			<ConfirmationStep selection={ selection } onConfirm={ confirm } />
		);
	} else if (
		// The payment step, or, handed over after the confirmation, its done view.
		( step === STEP.pay || step === STEP.confirmation ) &&
		option
	) {
		body = (
			<PayStep
				available={ available }
				flags={ flags }
				payType={ payType }
				done={ done }
				onPayType={ setPayType }
				onDone={ finish }
				onChange={ restartChoice }
			/>
		);
	} else {
		body = (
			<DeliverySelectStep
				city={ city }
				options={ options }
				option={ option }
				point={ point }
				onCity={ setCity }
				onOption={ chooseOption }
				onPoint={ setPoint }
				onRetry={ () => setReload( ( key ) => key + 1 ) }
				onNext={ () => setStep( STEP.form ) }
			/>
		);
	}

	return (
		<div className="vitrina-frame" lang={ lang }>
			{ init.demoMode && (
				<p className="vitrina-frame-demo">
					{ __(
						'Demo mode: prices and pickup points are examples.',
						'vitrina'
					) }
				</p>
			) }
			<p className="vitrina-frame-progress">
				{ sprintf(
					/* translators: 1: current step, 2: number of steps. */
					__( 'Step %1$d of %2$d', 'vitrina' ),
					steps.indexOf( step ) + 1,
					steps.length
				) }
			</p>
			<FrameContext.Provider value={ shared }>
				{ body }
			</FrameContext.Provider>
		</div>
	);
}
