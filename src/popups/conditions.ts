/**
 * Popup conditions in the browser (spec §5; docs/popups.md, Conditions):
 * every group must pass, one condition of a group is enough, a condition may
 * be negated, a missing target fails, an unknown target warns and passes.
 */
import type { PopupCondition } from './model';
import { POPUPS } from './constants';

export interface PageContext {
	types: string[];
	id: number;
	postType: string;
	terms: { product_cat: number[]; product_tag: number[] };
}

export interface ConditionContext {
	page: PageContext;
	loggedIn: boolean;
	/** The cart, when the shopper's state is known (total may be missing). */
	cart: { count: number; total?: number } | null;
	/** The viewport's width, in px. */
	width: number;
	referrer: string;
}

type Check = ( condition: PopupCondition, ctx: ConditionContext ) => boolean;

const ids = ( c: PopupCondition ) => c.settings.ids ?? [];
const onPage =
	( type: string ): Check =>
	( c, ctx ) =>
		ctx.page.postType === type && ids( c ).includes( ctx.page.id );
const inTerms =
	( taxonomy: 'product_cat' | 'product_tag' ): Check =>
	( c, ctx ) =>
		ids( c ).some( ( id ) => ctx.page.terms[ taxonomy ].includes( id ) );
const pageType =
	( type: string ): Check =>
	( _c, ctx ) =>
		ctx.page.types.includes( type );
const total = ( c: PopupCondition, ctx: ConditionContext, above: boolean ) => {
	const value = c.settings.value;
	const sum = ctx.cart?.total;
	if ( typeof value !== 'number' || typeof sum !== 'number' ) {
		return false;
	}
	return above ? sum > value : sum < value;
};

/** The checks, by target. */
export const CHECKS: Record< string, Check > = {
	is_front_page: pageType( 'is_front_page' ),
	is_shop: pageType( 'is_shop' ),
	is_product: pageType( 'is_product' ),
	is_product_category: pageType( 'is_product_category' ),
	is_cart: pageType( 'is_cart' ),
	is_checkout: pageType( 'is_checkout' ),
	is_search: pageType( 'is_search' ),
	is_404: pageType( 'is_404' ),
	post_selected: onPage( 'post' ),
	page_selected: onPage( 'page' ),
	product_selected: onPage( 'product' ),
	product_category: inTerms( 'product_cat' ),
	product_tag: inTerms( 'product_tag' ),
	post_type: ( c, ctx ) =>
		!! c.settings.post_type && c.settings.post_type === ctx.page.postType,
	user_logged_in: ( _c, ctx ) => ctx.loggedIn,
	cart_not_empty: ( _c, ctx ) => ( ctx.cart?.count ?? 0 ) > 0,
	cart_total_above: ( c, ctx ) => total( c, ctx, true ),
	cart_total_below: ( c, ctx ) => total( c, ctx, false ),
	device_mobile: ( _c, ctx ) => ctx.width <= POPUPS.mobileMax,
	device_tablet: ( _c, ctx ) =>
		ctx.width > POPUPS.mobileMax && ctx.width <= POPUPS.tabletMax,
	device_desktop: ( _c, ctx ) => ctx.width > POPUPS.tabletMax,
	referrer_contains: ( c, ctx ) =>
		!! c.settings.text && ctx.referrer.includes( c.settings.text ),
};

/**
 * Whether one condition passes (negation applied).
 *
 * @param condition The condition.
 * @param ctx       The context.
 */
export function conditionPasses(
	condition: PopupCondition,
	ctx: ConditionContext
): boolean {
	const { target } = condition;
	if ( ! target ) {
		return false;
	}
	const check = CHECKS[ target ];
	if ( ! check ) {
		// eslint-disable-next-line no-console
		console.warn( `Vitrina popups: unknown condition type "${ target }"` );
		return true;
	}
	const result = check( condition, ctx );
	return condition.not_operand ? ! result : result;
}

/**
 * Whether the condition groups pass.
 *
 * @param groups The groups.
 * @param ctx    The context.
 */
export function conditionsPass(
	groups: PopupCondition[][],
	ctx: ConditionContext
): boolean {
	return groups.every(
		( group ) =>
			group.length === 0 ||
			group.some( ( condition ) => conditionPasses( condition, ctx ) )
	);
}

/**
 * The device class of a width.
 *
 * @param width The viewport's width.
 */
export function deviceOf( width: number ): 'mobile' | 'tablet' | 'desktop' {
	if ( width <= POPUPS.mobileMax ) {
		return 'mobile';
	}
	return width <= POPUPS.tabletMax ? 'tablet' : 'desktop';
}
