/**
 * A live search form: suggestions under the input while the shopper types,
 * a category selector, a clear button, keyboard use (combobox and listbox),
 * and, in the header's full-screen style, an overlay that holds the form.
 */
import {
	useCallback,
	useEffect,
	useLayoutEffect,
	useMemo,
	useRef,
	useState,
} from '@wordpress/element';
import type { FocusEvent, FormEvent, KeyboardEvent } from 'react';
import { keepTabInside } from '@runtime/focus';
import { __, _n, sprintf } from '@runtime/i18n';
import { SEARCH, STATE_CLASS } from './constants';
import { CategorySelect } from './CategorySelect';
import { highlight, plainText } from './highlight';
import {
	fetchAnswer,
	isChoosable,
	isNotFound,
	serviceUrl,
	settledUrl,
	shouldCount,
	shouldSearch,
	type Suggestion,
} from './request';
import type { FormProps, LiveSearchSettings } from './settings';

/** Where a chosen suggestion takes the shopper, and the beacon (replaced in tests). */
export const browser = {
	navigate( url: string ): void {
		window.location.assign( url );
	},
	/**
	 * Sends a request that outlives the page (a POST without a body).
	 *
	 * @param url The address.
	 */
	beacon( url: string ): void {
		window.navigator.sendBeacon?.( url );
	},
};

interface Entry {
	kind: 'suggestion' | 'divider' | 'not-found' | 'view-all';
	suggestion?: Suggestion;
}

/**
 * What the server's plain form held when the island mounted: the text in its
 * input (the query of a search results page, or what the shopper typed
 * before the scripts arrived) and whether the shopper was in it.
 */
export interface Typed {
	text: string;
	focused: boolean;
}

export type SearchFormProps = FormProps & {
	settings: LiveSearchSettings;
	typed?: Typed;
};

export function SearchForm( props: SearchFormProps ) {
	const { settings } = props;
	const live = settings.live && props.live;
	const [ text, setText ] = useState( props.typed?.text ?? '' );
	// A shopper already in the field has focused it: initialised, and what
	// they typed is searched for.
	const [ initialised, setInitialised ] = useState( !! props.typed?.focused );
	const [ loading, setLoading ] = useState( false );
	const [ open, setOpen ] = useState( false );
	const [ suggestions, setSuggestions ] = useState< Suggestion[] >( [] );
	// The shop owner's redirect for the text answered: Enter goes there.
	const [ redirect, setRedirect ] = useState< string | undefined >();
	const [ active, setActive ] = useState( -1 );
	const [ category, setCategory ] = useState( props.product_cat );
	const [ dropdownOpen, setDropdownOpen ] = useState( false );
	const [ overlayOpen, setOverlayOpen ] = useState( false );
	const [ padding, setPadding ] = useState< number | undefined >();

	const rootRef = useRef< HTMLDivElement >( null );
	const formRef = useRef< HTMLFormElement >( null );
	const inputRef = useRef< HTMLInputElement >( null );
	const categoryButtonRef = useRef< HTMLButtonElement | null >( null );
	const categoriesRef = useRef< HTMLDivElement >( null );
	const openerRef = useRef< HTMLButtonElement >( null );
	const issued = useRef( 0 );
	// The text whose answer is shown, and the last text counted (a search is
	// counted once the shopper settled on it: see settle()).
	const answered = useRef( '' );
	const counted = useRef( '' );

	const fullScreen = props.style === 'full-screen';
	const listId = `${ props.id }-results`;
	const hasCategories = props.categories.length > 0;

	// The request address, rebuilt when the category changes (§7 notes).
	const url = useMemo(
		() =>
			serviceUrl( settings.ajaxUrl, {
				action: settings.action,
				number: props.count,
				post_type: props.post_type,
				product_cat: category,
			} ),
		[
			settings.ajaxUrl,
			settings.action,
			props.count,
			props.post_type,
			category,
		]
	);

	const entries: Entry[] = useMemo( () => {
		// With a redirect, nothing is "not found": "view all" goes there.
		const shown = redirect
			? suggestions.filter( ( s ) => ! isNotFound( s ) )
			: suggestions;
		const list: Entry[] = shown.map( ( s ) => {
			if ( s.divider ) {
				return { kind: 'divider', suggestion: s };
			}
			return {
				kind: isNotFound( s ) ? 'not-found' : 'suggestion',
				suggestion: s,
			};
		} );
		if ( redirect || suggestions.some( isChoosable ) ) {
			list.push( { kind: 'view-all' } );
		}
		return list;
	}, [ suggestions, redirect ] );

	const choosable = entries
		.map( ( e, i ) =>
			e.kind === 'suggestion' || e.kind === 'view-all' ? i : -1
		)
		.filter( ( i ) => i >= 0 );
	const found = suggestions.filter( isChoosable ).length;
	const noResults =
		open &&
		! redirect &&
		suggestions.length > 0 &&
		! suggestions.some( isChoosable );

	const close = useCallback( () => {
		setOpen( false );
		setActive( -1 );
	}, [] );

	/**
	 * The shopper settled on the text answered (chose a suggestion, left
	 * the field or the page): count it once, with a beacon.
	 */
	const settle = useCallback( () => {
		const settled = answered.current;
		if (
			! live ||
			! shouldCount( settled ) ||
			counted.current === settled
		) {
			return;
		}
		counted.current = settled;
		browser.beacon( settledUrl( url, settled ) );
	}, [ live, url ] );

	// Leaving the page counts the text answered.
	useEffect( () => {
		window.addEventListener( 'pagehide', settle );
		return () => window.removeEventListener( 'pagehide', settle );
	}, [ settle ] );

	// The request: after the delay, when the text is long enough.
	useEffect( () => {
		if ( ! live || ! initialised ) {
			return;
		}
		if ( ! shouldSearch( text, props.symbols_count ) ) {
			issued.current++;
			setLoading( false );
			setSuggestions( [] );
			setRedirect( undefined );
			answered.current = '';
			close();
			return;
		}
		const timer = window.setTimeout( () => {
			const mine = ++issued.current;
			setLoading( true );
			fetchAnswer( url, text ).then(
				( answer ) => {
					if ( mine !== issued.current ) {
						return; // A newer request was made: its answer wins.
					}
					const list = answer.suggestions;
					answered.current = text.trim();
					setLoading( false );
					setSuggestions( list );
					setRedirect( answer.redirect );
					setActive( -1 );
					setOpen( list.length > 0 || !! answer.redirect );
				},
				( error: unknown ) => {
					if ( mine === issued.current ) {
						setLoading( false );
					}
					// eslint-disable-next-line no-console
					console.error( 'Vitrina: search failed', error );
				}
			);
		}, settings.delay );
		return () => window.clearTimeout( timer );
	}, [
		text,
		url,
		initialised,
		live,
		props.symbols_count,
		settings.delay,
		close,
	] );

	// Outside clicks close the dropdown and the results.
	useEffect( () => {
		const onDown = ( event: MouseEvent ) => {
			if (
				rootRef.current &&
				event.target instanceof Node &&
				! rootRef.current.contains( event.target )
			) {
				setDropdownOpen( false );
				close();
			}
		};
		document.addEventListener( 'mousedown', onDown );
		return () => document.removeEventListener( 'mousedown', onDown );
	}, [ close ] );

	// The dropdown-open event, 300 ms after opening.
	useEffect( () => {
		if ( ! dropdownOpen ) {
			return;
		}
		const timer = window.setTimeout( () => {
			formRef.current?.dispatchEvent(
				new CustomEvent( SEARCH.dropdownOpenEvent, { bubbles: true } )
			);
		}, SEARCH.dropdownOpenEventDelay );
		return () => window.clearTimeout( timer );
	}, [ dropdownOpen ] );

	// Room for the selector in the input, above 768 px when the setting asks.
	useLayoutEffect( () => {
		if ( ! props.padding || ! hasCategories ) {
			return;
		}
		const update = () => {
			const wide = window.innerWidth > SEARCH.paddingMinWidth;
			setPadding(
				wide && categoriesRef.current
					? categoriesRef.current.offsetWidth
					: undefined
			);
		};
		update();
		window.addEventListener( 'resize', update );
		return () => window.removeEventListener( 'resize', update );
	}, [ props.padding, hasCategories, category ] );

	// The shopper stays in the field the live form replaced, the caret after
	// what they typed.
	useEffect( () => {
		const input = inputRef.current;
		if ( props.typed?.focused && input ) {
			input.focus();
			input.setSelectionRange( input.value.length, input.value.length );
		}
		// Once, on mount.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	// The overlay takes focus when it opens; the page behind does not scroll.
	useEffect( () => {
		if ( ! overlayOpen ) {
			return;
		}
		inputRef.current?.focus();
		const { overflow } = document.body.style;
		document.body.style.overflow = 'hidden';
		return () => {
			document.body.style.overflow = overflow;
		};
	}, [ overlayOpen ] );

	const initialise = () => {
		if ( ! initialised ) {
			setInitialised( true );
		}
	};

	const onChange = ( value: string ) => {
		setText( value );
		if ( value === '' ) {
			// Emptied: back to not initialised, and a new search to count.
			setInitialised( false );
			setSuggestions( [] );
			setRedirect( undefined );
			setLoading( false );
			issued.current++;
			answered.current = '';
			counted.current = '';
			close();
		} else {
			initialise();
		}
	};

	const clear = () => {
		onChange( '' );
		inputRef.current?.focus();
	};

	const closeOverlay = () => {
		setOverlayOpen( false );
		close();
		openerRef.current?.focus();
	};

	const submit = () => {
		formRef.current?.requestSubmit();
	};

	/**
	 * The redirect of the text typed, when its answer is the one shown.
	 */
	const redirectNow = () =>
		redirect && answered.current === text.trim() ? redirect : undefined;

	const choose = ( index: number ) => {
		const entry = entries[ index ];
		if ( ! entry ) {
			return;
		}
		if ( entry.kind === 'view-all' ) {
			submit();
		} else if (
			entry.kind === 'suggestion' &&
			entry.suggestion?.permalink
		) {
			settle();
			browser.navigate( entry.suggestion.permalink );
		}
	};

	const move = ( step: number ) => {
		if ( ! choosable.length ) {
			return;
		}
		const at = choosable.indexOf( active );
		let next = ( at + step + choosable.length ) % choosable.length;
		if ( at < 0 ) {
			next = step > 0 ? 0 : choosable.length - 1;
		}
		setActive( choosable[ next ] );
	};

	const onKeyDown = ( event: KeyboardEvent< HTMLInputElement > ) => {
		initialise();
		if ( event.key === 'ArrowDown' || event.key === 'ArrowUp' ) {
			if ( ! open && suggestions.length ) {
				setOpen( true );
			}
			event.preventDefault();
			move( event.key === 'ArrowDown' ? 1 : -1 );
		} else if ( event.key === 'Enter' ) {
			if ( open && active >= 0 ) {
				event.preventDefault();
				choose( active );
			}
		} else if ( event.key === 'Escape' ) {
			if ( open ) {
				event.preventDefault();
				settle();
				close();
			} else if ( fullScreen && overlayOpen ) {
				event.preventDefault();
				closeOverlay();
			}
		}
	};

	const onSubmit = ( event: FormEvent< HTMLFormElement > ) => {
		if ( text.trim() === '' ) {
			event.preventDefault();
			inputRef.current?.focus();
			return;
		}
		const to = redirectNow();
		if ( to ) {
			// The shop owner sends this text to a page: go there, counted.
			event.preventDefault();
			settle();
			browser.navigate( to );
			return;
		}
		// The results page counts the search itself.
		counted.current = text.trim();
	};

	// Focus leaving the form (a click elsewhere, Tab away): the shopper
	// settled on the text answered.
	const onBlur = ( event: FocusEvent ) => {
		const next = event.relatedTarget;
		if ( ! ( next instanceof Node && rootRef.current?.contains( next ) ) ) {
			settle();
		}
	};

	const chooseCategory = ( slug: string ) => {
		initialise();
		setCategory( slug );
	};

	useEffect( () => {
		if ( active >= 0 ) {
			document
				.getElementById( `${ listId }-${ active }` )
				?.scrollIntoView?.( { block: 'nearest' } );
		}
	}, [ active, listId ] );

	const classes = [
		'vitrina-search',
		`vitrina-search--${ props.place }`,
		fullScreen ? 'vitrina-search--full-screen' : 'vitrina-search--dropdown',
		initialised ? STATE_CLASS.initialised : '',
		loading ? STATE_CLASS.loading : '',
		open ? STATE_CLASS.open : '',
		noResults ? STATE_CLASS.noResults : '',
		fullScreen && overlayOpen ? 'vitrina-search--overlay-open' : '',
		props.padding && hasCategories ? 'vitrina-search--inset' : '',
	]
		.filter( Boolean )
		.join( ' ' );

	const form = (
		<form
			ref={ formRef }
			role="search"
			aria-label={ props.label }
			method="get"
			action={ settings.homeUrl }
			className="vitrina-search__form"
			onSubmit={ onSubmit }
			aria-busy={ loading }
		>
			<label className="screen-reader-text" htmlFor={ props.id }>
				{ __( 'Search for:', 'vitrina' ) }
			</label>
			<div className="vitrina-search__field">
				<div className="vitrina-search__input-wrap">
					<input
						ref={ inputRef }
						id={ props.id }
						type="search"
						name="s"
						className="vitrina-search__input"
						placeholder={ __( 'Search for products', 'vitrina' ) }
						autoComplete="off"
						value={ text }
						role={ live ? 'combobox' : undefined }
						aria-autocomplete={ live ? 'list' : undefined }
						aria-expanded={ live ? open : undefined }
						aria-controls={ live ? listId : undefined }
						aria-activedescendant={
							open && active >= 0
								? `${ listId }-${ active }`
								: undefined
						}
						style={
							padding ? { paddingInlineEnd: padding } : undefined
						}
						onFocus={ initialise }
						onChange={ ( e ) => onChange( e.target.value ) }
						onKeyDown={ onKeyDown }
					/>
					{ text !== '' && (
						<CrossButton
							className="vitrina-search__clear"
							label={ __( 'Clear', 'vitrina' ) }
							onClick={ clear }
						/>
					) }
				</div>
				{ hasCategories && (
					<div
						ref={ categoriesRef }
						className="vitrina-search__categories-wrap"
					>
						<CategorySelect
							id={ props.id }
							categories={ props.categories }
							value={ category }
							open={ dropdownOpen }
							onOpenChange={ ( o ) => {
								if ( o ) {
									close();
								}
								setDropdownOpen( o );
							} }
							onChoose={ chooseCategory }
							buttonRef={ categoryButtonRef }
						/>
					</div>
				) }
			</div>
			<input type="hidden" name="post_type" value={ props.post_type } />
			{ hasCategories && (
				<input type="hidden" name="product_cat" value={ category } />
			) }
			<button type="submit" className="vitrina-search__submit">
				{ __( 'Search', 'vitrina' ) }
			</button>
			{ live && (
				<ul
					id={ listId }
					role="listbox"
					aria-label={ __( 'Suggestions', 'vitrina' ) }
					className="vitrina-search__results"
					hidden={ ! open }
					style={
						fullScreen
							? { zIndex: SEARCH.zIndex }
							: {
									zIndex: SEARCH.zIndex,
									maxHeight: SEARCH.maxHeight,
								}
					}
					onMouseLeave={ () => setActive( -1 ) }
				>
					{ entries.map( ( entry, i ) => (
						<Row
							key={ i }
							id={ `${ listId }-${ i }` }
							entry={ entry }
							active={ i === active }
							query={ text }
							show={ props }
							onChoose={ () => choose( i ) }
							onHover={ () =>
								entry.kind === 'suggestion' ||
								entry.kind === 'view-all'
									? setActive( i )
									: undefined
							}
						/>
					) ) }
				</ul>
			) }
			<span className="screen-reader-text" aria-live="polite">
				{ open && ! noResults
					? sprintf(
							/* translators: %d: number of suggestions shown. */
							_n(
								'%d suggestion',
								'%d suggestions',
								found,
								'vitrina'
							),
							found
						)
					: '' }
			</span>
		</form>
	);

	if ( ! fullScreen ) {
		return (
			<div ref={ rootRef } className={ classes } onBlur={ onBlur }>
				{ form }
			</div>
		);
	}
	return (
		<div ref={ rootRef } className={ classes } onBlur={ onBlur }>
			<button
				type="button"
				ref={ openerRef }
				className="vitrina-search__opener"
				aria-expanded={ overlayOpen }
				aria-controls={ `${ props.id }-overlay` }
				onClick={ () => setOverlayOpen( true ) }
			>
				{ __( 'Search', 'vitrina' ) }
			</button>
			{ /* Escape inside the dialog closes it; the dialog holds focusable controls. */ }
			{ /* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */ }
			<div
				id={ `${ props.id }-overlay` }
				className="vitrina-search__overlay"
				role="dialog"
				aria-modal="true"
				aria-label={ __( 'Search', 'vitrina' ) }
				hidden={ ! overlayOpen }
				onKeyDown={ ( e ) => {
					if ( e.key === 'Escape' && ! open && ! dropdownOpen ) {
						closeOverlay();
					} else if ( e.key === 'Tab' ) {
						keepTabInside( e.currentTarget, e );
					}
				} }
			>
				<CrossButton
					className="vitrina-search__close"
					label={ __( 'Close', 'vitrina' ) }
					onClick={ closeOverlay }
				/>
				{ form }
			</div>
		</div>
	);
}

/**
 * A button drawn as a cross (clearing the field, closing the overlay).
 *
 * @param props           The button.
 * @param props.className Its class.
 * @param props.label     Its accessible name.
 * @param props.onClick   What it does.
 */
function CrossButton( {
	className,
	label,
	onClick,
}: {
	className: string;
	label: string;
	onClick: () => void;
} ) {
	return (
		<button
			type="button"
			className={ className }
			aria-label={ label }
			onClick={ onClick }
		>
			<span aria-hidden="true">×</span>
		</button>
	);
}

interface RowProps {
	id: string;
	entry: Entry;
	active: boolean;
	query: string;
	show: Pick< FormProps, 'thumbnail' | 'price' | 'sku' >;
	onChoose: () => void;
	onHover: () => void;
}

function Row( {
	id,
	entry,
	active,
	query,
	show,
	onChoose,
	onHover,
}: RowProps ) {
	const s = entry.suggestion;
	if ( entry.kind === 'divider' ) {
		return (
			<li role="presentation" className="vitrina-search__divider">
				{ s?.divider }
			</li>
		);
	}
	if ( entry.kind === 'not-found' ) {
		return (
			<li
				id={ id }
				role="option"
				aria-disabled="true"
				aria-selected="false"
				className="vitrina-search__no-found"
			>
				{ plainText( s?.value ?? '' ) }
			</li>
		);
	}
	const viewAll = entry.kind === 'view-all';
	return (
		// The keyboard reaches options through the combobox (aria-activedescendant).
		// eslint-disable-next-line jsx-a11y/click-events-have-key-events
		<li
			id={ id }
			role="option"
			aria-selected={ active }
			className={ `vitrina-search__suggestion${
				active ? ' vitrina-search__suggestion--active' : ''
			}${ viewAll ? ' vitrina-search__view-all' : '' }` }
			onMouseDown={ ( e ) => e.preventDefault() }
			onMouseEnter={ onHover }
			onClick={ onChoose }
		>
			{ viewAll ? (
				__( 'View all results', 'vitrina' )
			) : (
				<SuggestionBody
					suggestion={ s }
					query={ query }
					show={ show }
				/>
			) }
		</li>
	);
}

/**
 * What a suggestion shows: its picture, title (the query's words marked),
 * SKU, price and the stock of a variation, as the settings ask.
 *
 * @param props            The suggestion.
 * @param props.suggestion
 * @param props.query
 * @param props.show
 */
function SuggestionBody( {
	suggestion: s,
	query,
	show,
}: Pick< RowProps, 'query' | 'show' > & {
	suggestion: Suggestion | undefined;
} ) {
	const title = plainText( s?.value ?? '' );
	return (
		<>
			{ show.thumbnail && s?.thumbnail ? (
				<span
					className="vitrina-search__thumbnail"
					aria-hidden="true"
					// Markup the shop's own endpoint built (an img element).
					dangerouslySetInnerHTML={ { __html: s.thumbnail } }
				/>
			) : null }
			<span className="vitrina-search__body">
				<span className="vitrina-search__title">
					{ highlight( title, query ) }
				</span>
				{ show.sku && s?.sku ? (
					<span className="vitrina-search__sku">
						{ __( 'SKU:', 'vitrina' ) } { s.sku }
					</span>
				) : null }
				{ show.price && s?.price ? (
					<span
						className="vitrina-search__price price"
						// Markup the shop's own endpoint built (wc_price).
						dangerouslySetInnerHTML={ { __html: s.price } }
					/>
				) : null }
				{ s?.variation?.stock ? (
					<span
						className={ `vitrina-search__stock vitrina-search__stock--${
							s.variation.in_stock ? 'in' : 'out'
						}` }
					>
						{ s.variation.stock }
					</span>
				) : null }
			</span>
		</>
	);
}
