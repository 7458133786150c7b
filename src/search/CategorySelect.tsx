/**
 * The category selector inside the search form: a button with the current
 * category's name and a listbox of categories. Choosing one marks it
 * current, changes the label and tells the form (which sets the hidden value
 * and re-runs the search). The all-categories entry is hidden while a
 * specific category is chosen and shown again for the all value (spec §4).
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import type { KeyboardEvent } from 'react';
import { __ } from '@runtime/i18n';
import type { Category } from './settings';
import { SEARCH, STATE_CLASS } from './constants';

interface Props {
	id: string;
	categories: Category[];
	value: string;
	open: boolean;
	onOpenChange: ( open: boolean ) => void;
	onChoose: ( slug: string ) => void;
	buttonRef?: { current: HTMLButtonElement | null };
}

export function CategorySelect( {
	id,
	categories,
	value,
	open,
	onOpenChange,
	onChoose,
	buttonRef,
}: Props ) {
	const allLabel = __( 'All categories', 'vitrina' );
	const entries = [
		{ slug: SEARCH.allCategories, name: allLabel, depth: 0 },
		...categories,
	];
	const current = entries.find( ( c ) => c.slug === value ) ?? entries[ 0 ];
	const visible = entries.filter(
		( _c, i ) => ! ( i === 0 && value !== SEARCH.allCategories )
	);
	const [ active, setActive ] = useState( 0 );
	const listRef = useRef< HTMLUListElement >( null );

	useEffect( () => {
		if ( open ) {
			const index = visible.findIndex( ( c ) => c.slug === value );
			setActive( Math.max( 0, index ) );
			listRef.current?.focus();
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ open ] );

	const choose = ( slug: string ) => {
		onChoose( slug );
		onOpenChange( false );
		buttonRef?.current?.focus();
	};

	const onListKey = ( event: KeyboardEvent< HTMLUListElement > ) => {
		if ( event.key === 'ArrowDown' ) {
			event.preventDefault();
			setActive( ( a ) => Math.min( visible.length - 1, a + 1 ) );
		} else if ( event.key === 'ArrowUp' ) {
			event.preventDefault();
			setActive( ( a ) => Math.max( 0, a - 1 ) );
		} else if ( event.key === 'Enter' || event.key === ' ' ) {
			event.preventDefault();
			const entry = visible[ active ];
			if ( entry ) {
				choose( entry.slug );
			}
		} else if ( event.key === 'Escape' || event.key === 'Tab' ) {
			if ( event.key === 'Escape' ) {
				event.preventDefault();
				event.stopPropagation();
			}
			onOpenChange( false );
			buttonRef?.current?.focus();
		}
	};

	const listId = `${ id }-categories`;
	return (
		<div
			className={ `vitrina-search__categories${
				open ? ' vitrina-search__categories--open' : ''
			}` }
		>
			<button
				type="button"
				ref={ buttonRef }
				className="vitrina-search__categories-toggle"
				aria-haspopup="listbox"
				aria-expanded={ open }
				aria-controls={ listId }
				aria-label={ `${ __( 'Category', 'vitrina' ) }: ${
					current.name
				}` }
				onClick={ () => onOpenChange( ! open ) }
			>
				<span className="vitrina-search__categories-label">
					{ current.name }
				</span>
			</button>
			<ul
				id={ listId }
				ref={ listRef }
				role="listbox"
				tabIndex={ -1 }
				aria-label={ __( 'Category', 'vitrina' ) }
				aria-activedescendant={
					open ? `${ listId }-${ active }` : undefined
				}
				className="vitrina-search__categories-list"
				hidden={ ! open }
				onKeyDown={ onListKey }
			>
				{ visible.map( ( c, i ) => (
					// The list's own key handler moves and chooses (aria-activedescendant).
					// eslint-disable-next-line jsx-a11y/click-events-have-key-events
					<li
						key={ c.slug || 'all' }
						id={ `${ listId }-${ i }` }
						role="option"
						aria-selected={ c.slug === value }
						data-val={ c.slug }
						className={ [
							'vitrina-search__category',
							c.slug === value ? STATE_CLASS.current : '',
							i === active
								? 'vitrina-search__category--active'
								: '',
						]
							.filter( Boolean )
							.join( ' ' ) }
						style={ {
							paddingInlineStart: `${ 0.75 + c.depth }em`,
						} }
						onMouseDown={ ( e ) => e.preventDefault() }
						onClick={ () => choose( c.slug ) }
					>
						{ c.name }
					</li>
				) ) }
			</ul>
		</div>
	);
}
