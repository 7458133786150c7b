/**
 * The city field with suggestions (an ARIA 1.2 combobox with a listbox).
 */
import { useEffect, useId, useRef, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@runtime/i18n';
import type { KeyboardEvent } from 'react';
import { fetchCities } from './api';
import { CITY_DEBOUNCE, CITY_QUERY_MIN } from './constants';
import type { City } from './schemas';
import { useFrame } from './Step';

interface Props {
	city: City;
	onSelect: ( city: City ) => void;
}

export function CitySearch( { city, onSelect }: Props ) {
	const { params, lang, report } = useFrame();
	const id = useId();
	const listId = `${ id }-list`;
	const [ query, setQuery ] = useState( city.name );
	const [ cities, setCities ] = useState< City[] >( [] );
	const [ open, setOpen ] = useState( false );
	const [ active, setActive ] = useState( -1 );
	const [ failed, setFailed ] = useState( false );
	const [ searchKey, setSearchKey ] = useState( 0 );
	const request = useRef( 0 );
	const touched = useRef( false );

	useEffect( () => {
		setQuery( city.name );
	}, [ city.name ] );

	useEffect( () => {
		const q = query.trim();
		if ( ! touched.current || q.length < CITY_QUERY_MIN ) {
			request.current++;
			setCities( [] );
			return;
		}
		const current = ++request.current;
		const timer = window.setTimeout( () => {
			fetchCities( params, q, lang ).then(
				( found ) => {
					if ( current === request.current ) {
						setFailed( false );
						setCities( found );
						setActive( -1 );
						setOpen( true );
					}
				},
				( error ) => {
					if ( current === request.current ) {
						setFailed( true );
						setOpen( false );
						report( error );
					}
				}
			);
		}, CITY_DEBOUNCE );
		return () => window.clearTimeout( timer );
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ query, searchKey ] );

	const choose = ( next: City ) => {
		touched.current = false;
		setOpen( false );
		setCities( [] );
		setQuery( next.name );
		onSelect( next );
	};

	const onKeyDown = ( event: KeyboardEvent< HTMLInputElement > ) => {
		if ( event.key === 'ArrowDown' && cities.length ) {
			event.preventDefault();
			setOpen( true );
			setActive( ( index ) => ( index + 1 ) % cities.length );
		} else if ( event.key === 'ArrowUp' && cities.length ) {
			event.preventDefault();
			setOpen( true );
			setActive( ( index ) =>
				index <= 0 ? cities.length - 1 : index - 1
			);
		} else if ( event.key === 'Enter' && open && cities[ active ] ) {
			event.preventDefault();
			choose( cities[ active ] );
		} else if ( event.key === 'Escape' && open ) {
			event.preventDefault();
			setOpen( false );
		}
	};

	const expanded = open && cities.length > 0;
	const q = query.trim();
	return (
		<div className="vitrina-frame-city">
			<label className="vitrina-frame-label" htmlFor={ `${ id }-input` }>
				{ __( 'City', 'vitrina' ) }
			</label>
			<input
				id={ `${ id }-input` }
				className="vitrina-frame-input"
				type="text"
				role="combobox"
				autoComplete="off"
				aria-autocomplete="list"
				aria-expanded={ expanded }
				aria-controls={ listId }
				aria-activedescendant={
					expanded && active >= 0
						? `${ id }-option-${ active }`
						: undefined
				}
				value={ query }
				onChange={ ( event ) => {
					touched.current = true;
					setQuery( event.target.value );
				} }
				onKeyDown={ onKeyDown }
				onBlur={ () =>
					window.setTimeout( () => setOpen( false ), 150 )
				}
			/>
			<ul
				id={ listId }
				role="listbox"
				className="vitrina-frame-suggestions"
				aria-label={ __( 'Cities', 'vitrina' ) }
				hidden={ ! expanded }
			>
				{ cities.map( ( item, index ) => (
					// Keyboard use is on the combobox (aria-activedescendant).
					// eslint-disable-next-line jsx-a11y/click-events-have-key-events
					<li
						key={ `${ item.name }|${ item.region }` }
						id={ `${ id }-option-${ index }` }
						role="option"
						aria-selected={ index === active }
						className="vitrina-frame-suggestion"
						onMouseDown={ ( event ) => event.preventDefault() }
						onClick={ () => choose( item ) }
					>
						<span>{ item.name }</span>
						{ item.region && item.region !== item.name && (
							<span className="vitrina-frame-muted">
								{ item.region }
							</span>
						) }
					</li>
				) ) }
			</ul>
			<div className="vitrina-frame-status" role="status">
				{ open &&
					touched.current &&
					q.length >= CITY_QUERY_MIN &&
					! cities.length &&
					__( 'No cities found.', 'vitrina' ) }
				{ expanded &&
					sprintf(
						/* translators: %d: number of suggested cities. */
						_n(
							'%d city found.',
							'%d cities found.',
							cities.length,
							'vitrina'
						),
						cities.length
					) }
			</div>
			{ failed && (
				<div className="vitrina-frame-error" role="alert">
					{ __( 'Could not load the cities.', 'vitrina' ) }{ ' ' }
					<button
						type="button"
						className="vitrina-frame-link"
						onClick={ () => {
							setFailed( false );
							setSearchKey( ( key ) => key + 1 );
						} }
					>
						{ __( 'Try again', 'vitrina' ) }
					</button>
				</div>
			) }
		</div>
	);
}
