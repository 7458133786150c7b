/**
 * Picks posts, pages, products or product terms for a condition by their
 * title (a combobox over WordPress's search), shows the chosen ones by name
 * with a remove button, and still takes a plain ID (Enter on a number).
 */
import { useEffect, useId, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { Found, IdTarget, Lookup } from './lookup';

/** Letters typed before a search starts. */
export const MIN_CHARS = 2;

/** Pause after typing before the search, ms. */
export const SEARCH_DELAY = 250;

type Status = 'idle' | 'loading' | 'empty' | 'error';

export interface IdPickerProps {
	label: string;
	target: IdTarget;
	ids: number[];
	lookup: Lookup;
	onChange: ( ids: number[] ) => void;
}

export function IdPicker( {
	label,
	target,
	ids,
	lookup,
	onChange,
}: IdPickerProps ) {
	const id = useId();
	const [ names, setNames ] = useState< Record< number, string > >( {} );
	const [ query, setQuery ] = useState( '' );
	const [ results, setResults ] = useState< Found[] >( [] );
	const [ open, setOpen ] = useState( false );
	const [ active, setActive ] = useState( -1 );
	const [ status, setStatus ] = useState< Status >( 'idle' );

	// The titles of the chosen ids.
	const idsKey = ids.join( ',' );
	useEffect( () => {
		const missing = ids.filter( ( item ) => ! ( item in names ) );
		if ( ! missing.length ) {
			return;
		}
		let live = true;
		lookup
			.resolve( target, missing )
			.then( ( found ) => {
				if ( live ) {
					setNames( ( known ) => ( {
						...known,
						...Object.fromEntries(
							found.map( ( item ) => [ item.id, item.title ] )
						),
					} ) );
				}
			} )
			.catch( () => {} );
		return () => {
			live = false;
		};
		// eslint-disable-next-line react-hooks/exhaustive-deps -- by the ids' value.
	}, [ idsKey, target, lookup ] );

	// The search, a moment after typing.
	useEffect( () => {
		const words = query.trim();
		if ( words.length < MIN_CHARS ) {
			setResults( [] );
			setStatus( 'idle' );
			return;
		}
		let live = true;
		const timer = setTimeout( () => {
			setStatus( 'loading' );
			lookup
				.search( target, words )
				.then( ( found ) => {
					if ( live ) {
						setResults( found );
						setStatus( found.length ? 'idle' : 'empty' );
						setActive( 0 );
						setOpen( true );
					}
				} )
				.catch( () => {
					if ( live ) {
						setResults( [] );
						setStatus( 'error' );
					}
				} );
		}, SEARCH_DELAY );
		return () => {
			live = false;
			clearTimeout( timer );
		};
	}, [ query, target, lookup ] );

	const options = results.filter( ( item ) => ! ids.includes( item.id ) );
	const shown = open && options.length > 0;
	const current = shown
		? options[ Math.min( Math.max( active, 0 ), options.length - 1 ) ]
		: undefined;
	const optionId = ( item: Found ) => `${ id }-option-${ item.id }`;
	const nameOf = ( item: number ) =>
		names[ item ] ? `${ names[ item ] } (#${ item })` : `#${ item }`;

	const pick = ( item: Found ) => {
		if ( item.title ) {
			setNames( ( known ) => ( { ...known, [ item.id ]: item.title } ) );
		}
		if ( ! ids.includes( item.id ) ) {
			onChange( [ ...ids, item.id ] );
		}
		setQuery( '' );
		setResults( [] );
		setOpen( false );
		setActive( -1 );
	};

	const onKeyDown = ( event: React.KeyboardEvent< HTMLInputElement > ) => {
		const index = current ? options.indexOf( current ) : -1;
		switch ( event.key ) {
			case 'ArrowDown':
				event.preventDefault();
				setOpen( true );
				setActive( Math.min( index + 1, options.length - 1 ) );
				break;
			case 'ArrowUp':
				event.preventDefault();
				setActive( Math.max( index - 1, 0 ) );
				break;
			case 'Enter': {
				event.preventDefault();
				const typed = query.trim();
				if ( current ) {
					pick( current );
				} else if ( /^\d+$/.test( typed ) && Number( typed ) > 0 ) {
					pick( { id: Number( typed ), title: '' } );
				}
				break;
			}
			case 'Escape':
				if ( shown ) {
					event.preventDefault();
					event.stopPropagation();
					setOpen( false );
				}
				break;
		}
	};

	const messages: Record< Status, string > = {
		idle: __(
			'Type two or more letters of a title, or an ID and Enter.',
			'vitrina'
		),
		loading: __( 'Searching…', 'vitrina' ),
		empty: __( 'Nothing found.', 'vitrina' ),
		error: __( 'The search failed. Type an ID and Enter.', 'vitrina' ),
	};

	return (
		<div className="vitrina-popup-field vitrina-id-picker">
			<label htmlFor={ id }>{ label }</label>
			{ ids.length > 0 && (
				<ul className="vitrina-id-picker__chosen" aria-label={ label }>
					{ ids.map( ( item ) => (
						<li key={ item }>
							<span>{ nameOf( item ) }</span>
							<button
								type="button"
								className="vitrina-id-picker__remove"
								aria-label={ sprintf(
									/* translators: %s: a post, product or category with its ID. */
									__( 'Remove %s', 'vitrina' ),
									nameOf( item )
								) }
								onClick={ () =>
									onChange(
										ids.filter(
											( other ) => other !== item
										)
									)
								}
							>
								×
							</button>
						</li>
					) ) }
				</ul>
			) }
			<input
				id={ id }
				type="text"
				role="combobox"
				autoComplete="off"
				aria-autocomplete="list"
				aria-expanded={ shown }
				aria-controls={ `${ id }-list` }
				aria-activedescendant={
					current ? optionId( current ) : undefined
				}
				aria-describedby={ `${ id }-status` }
				value={ query }
				onChange={ ( event ) => {
					setQuery( event.target.value );
					setOpen( true );
				} }
				onKeyDown={ onKeyDown }
				onBlur={ () => setOpen( false ) }
			/>
			<ul
				id={ `${ id }-list` }
				role="listbox"
				aria-label={ label }
				className="vitrina-id-picker__options"
				hidden={ ! shown }
			>
				{ options.map( ( item ) => (
					<li
						key={ item.id }
						id={ optionId( item ) }
						role="option"
						aria-selected={ item === current }
						onMouseDown={ ( event ) => {
							// Keeps the focus in the field.
							event.preventDefault();
							pick( item );
						} }
					>
						{ item.title } <small>#{ item.id }</small>
					</li>
				) ) }
			</ul>
			<p
				id={ `${ id }-status` }
				className="vitrina-popup-field__help"
				aria-live="polite"
			>
				{ messages[ status ] }
			</p>
		</div>
	);
}
