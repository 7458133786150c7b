<?php
/**
 * Wishlist, compare and recently viewed: the module.
 *
 * @package Vitrina
 */

namespace Vitrina\Lists;

use Vitrina\Assets\Data;
use Vitrina\Assets\Islands;
use Vitrina\Module;
use Vitrina\Settings\Options;
use Vitrina\Settings\Schema;
use Vitrina\Templates;

defined( 'ABSPATH' ) || exit;

/**
 * Buttons on product cards and product pages, header counters (Storefront's
 * header, and the [vitrina_header_counters] shortcode for other themes), the
 * [vitrina_wishlist], [vitrina_compare] and [vitrina_recently_viewed]
 * shortcodes, the shopper's state (counts, ids, nonces), merging a guest's
 * wishlist at login, recently viewed tracking, and the table's upkeep.
 */
final class Lists implements Module {

	/** The lists' blocks (folders of blocks/). */
	public const BLOCKS = array( 'header-counters', 'product-actions', 'wishlist-page', 'compare-page', 'recently-viewed' );

	/**
	 * Always.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Hooks.
	 */
	public function register(): void {
		add_action( 'init', array( Store::installer(), 'maybe_install' ), 5 );
		add_action( 'init', array( $this, 'shortcodes' ) );
		add_filter( 'vitrina_state', array( $this, 'state' ), 10, 2 );
		add_filter( 'vitrina_personal_cookies', array( $this, 'personal_cookies' ) );
		add_action( 'wp_login', array( $this, 'merge_at_login' ), 10, 2 );
		add_action( 'init', array( $this, 'register_blocks' ) );
		if ( is_admin() ) {
			return;
		}
		add_action( 'woocommerce_after_shop_loop_item', array( $this, 'card_buttons' ), 20 );
		add_filter( 'woocommerce_blocks_hook_compatibility_additional_data', array( $this, 'block_template_hooks' ), 10, 2 );
		add_action( 'woocommerce_single_product_summary', array( $this, 'product_buttons' ), 35 );
		add_action( 'storefront_header', array( $this, 'print_header_counters' ), 39 );
		add_action( 'template_redirect', array( $this, 'track_view' ) );
		// The island's settings (track_view() gives the runtime the product viewed).
		Data::add( Render::ISLAND, 'ajaxUrl', static fn(): string => admin_url( 'admin-ajax.php' ) );
		Data::add( Render::ISLAND, 'wishlistUrl', static fn(): string => Render::page_url( 'wishlist' ) );
		Data::add( Render::ISLAND, 'compareUrl', static fn(): string => Render::page_url( 'compare' ) );
		Data::add( Render::ISLAND, 'confirm', static fn(): string => self::bulk_remove_confirm() );
		Data::add(
			Render::ISLAND,
			'texts',
			static fn(): array => array(
				'groupName'   => __( 'Group name', 'vitrina' ),
				'deleteGroup' => __( 'Delete this group? Its products stay in the wishlist.', 'vitrina' ),
				'copied'      => __( 'Link copied', 'vitrina' ),
				'updated'     => __( 'The list has been updated.', 'vitrina' ),
				'saveFailed'  => __( 'The e-mail could not be sent. Try again later.', 'vitrina' ),
			)
		);
	}

	/**
	 * Registers the shortcodes.
	 */
	public function shortcodes(): void {
		add_shortcode( 'vitrina_wishlist', array( self::class, 'wishlist_shortcode' ) );
		add_shortcode( 'vitrina_compare', array( self::class, 'compare_shortcode' ) );
		add_shortcode( 'vitrina_recently_viewed', array( self::class, 'recently_viewed_shortcode' ) );
		add_shortcode( 'vitrina_header_counters', array( Render::class, 'header_counters' ) );
	}

	/**
	 * Adds the lists to the shopper's state: counts, ids and the nonces of
	 * the calls. A guest's nonces are bound to the guest's token: a guest
	 * without one gets the counts only, and the token (its cookie) and the
	 * nonces when about to act ($start), so that browsing sets no cookie.
	 *
	 * @param mixed $state State.
	 * @param mixed $start Whether the shopper is about to act.
	 * @return array<string, mixed>
	 */
	public function state( $state, $start = false ): array {
		$state  = is_array( $state ) ? $state : array();
		$guest  = ! is_user_logged_in();
		$token  = $guest ? Cookies::guest_token( true === $start ) : '';
		$nonced = ! $guest || '' !== $token;
		$recent = Compare::take_legacy_recent();
		if ( $recent ) {
			// Once, for a browser that still holds an earlier version's cookie.
			$state['recent'] = $recent;
		}
		$nonces = isset( $state['nonces'] ) && is_array( $state['nonces'] ) ? $state['nonces'] : array();
		if ( 'yes' === Options::get( 'wishlist' ) ) {
			$ids               = 'yes' === Options::get( 'wishlist_logged_only' ) && ! is_user_logged_in() ? array() : Wishlist::ids();
			$state['wishlist'] = array(
				'count' => count( $ids ),
				'ids'   => $ids,
			);
			if ( $nonced ) {
				$nonces['wishlist'] = wp_create_nonce( Ajax::WISHLIST_NONCE );
			}
		}
		if ( 'yes' === Options::get( 'compare' ) ) {
			$ids              = Compare::ids();
			$state['compare'] = array(
				'count' => count( $ids ),
				'ids'   => $ids,
			);
			if ( $nonced ) {
				$nonces['compare'] = wp_create_nonce( Ajax::COMPARE_NONCE );
			}
		}
		$state['nonces'] = $nonces;
		if ( $guest ) {
			// The runtime asks again on the next page only while the guest has lists.
			$listed = (int) ( $state['wishlist']['count'] ?? 0 ) + (int) ( $state['compare']['count'] ?? 0 );
			Cookies::mark( '' !== $token && ( true === $start || $listed > 0 ) );
		}
		return $state;
	}

	/**
	 * The lists' marker is one of the cookies that say a guest has personal state.
	 *
	 * @param mixed $cookies Cookie names.
	 * @return array<int, string>
	 */
	public function personal_cookies( $cookies ): array {
		$cookies   = is_array( $cookies ) ? $cookies : array();
		$cookies[] = Cookies::MARKER;
		return $cookies;
	}

	/**
	 * Merges the guest's wishlist cookie into the account that logs in.
	 *
	 * @param string $login Login.
	 * @param mixed  $user  User.
	 */
	public function merge_at_login( $login, $user ): void {
		unset( $login );
		if ( $user instanceof \WP_User && $user->ID ) {
			Wishlist::merge_guest_into( (int) $user->ID );
		}
	}

	/**
	 * Registers the blocks (server-rendered): the header counters, a
	 * product card's actions, and the wishlist, compare and recently viewed
	 * blocks (each renders what its shortcode does).
	 */
	public function register_blocks(): void {
		if ( function_exists( 'register_block_type' ) ) {
			foreach ( self::BLOCKS as $block ) {
				register_block_type( VITRINA_DIR . '/blocks/' . $block );
			}
		}
	}

	/**
	 * The buttons under a product card.
	 */
	public function card_buttons(): void {
		global $product;
		if ( wp_is_block_theme() && $product instanceof \WC_Product ) {
			// A block theme's classic loop (up-sells, the [products]
			// shortcode): the card actions of its block grids, quick view
			// included (QuickView::button prints nothing there).
			echo CardActions::render_block( array(), $product->get_id() ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in the templates.
			return;
		}
		$this->print_buttons( 'vitrina-list-buttons vitrina-list-buttons--card' );
	}

	/**
	 * In WooCommerce's block templates of the catalogue, the card's buttons
	 * are the product actions block's (CardActions), not the classic hook's,
	 * which the compatibility layer leaves out.
	 *
	 * @param mixed $data       Hooked functions to leave out.
	 * @param mixed $class_name The compatibility layer.
	 * @return mixed
	 */
	public function block_template_hooks( $data, $class_name = '' ) {
		return Templates::leave_out_of_block_template( $data, $class_name, 'ArchiveProductTemplatesCompatibility', 'woocommerce_after_shop_loop_item', array( $this, 'card_buttons' ), 20 );
	}

	/**
	 * The buttons on a product page.
	 */
	public function product_buttons(): void {
		$this->print_buttons( 'vitrina-list-buttons vitrina-list-buttons--single' );
	}

	/**
	 * Prints the wishlist and compare buttons of the global product.
	 *
	 * @param string $class Wrapper classes.
	 */
	private function print_buttons( string $class ): void {
		global $product;
		if ( ! $product instanceof \WC_Product ) {
			return;
		}
		$html = Render::button( 'wishlist', $product->get_id() ) . Render::button( 'compare', $product->get_id() );
		if ( '' !== $html ) {
			echo '<div class="' . esc_attr( $class ) . '">' . $html . '</div>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in the templates.
		}
	}

	/**
	 * Prints the header counters in Storefront's header.
	 */
	public function print_header_counters(): void {
		echo Render::header_counters(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in the templates.
	}

	/**
	 * Before the head: asks for the island where Storefront's header will
	 * print the counters; on a product page, asks the runtime to remember the
	 * product as viewed (in the browser's local storage): a page a cache may
	 * keep sets no cookie, and its markup is the same for every shopper.
	 */
	public function track_view(): void {
		// Storefront's header prints the counters (print_header_counters()):
		// the island (for their first use) asked for before the head, so that
		// its styles are printed in the head, before the first paint.
		if ( 'storefront' === get_template() ) {
			Render::need_header_counters();
		}
		if ( 'yes' === Options::get( 'recently_viewed' ) && is_singular( 'product' ) ) {
			$id = (int) get_queried_object_id();
			if ( Listable::listable( $id ) ) {
				// The runtime remembers it (src/runtime/recent.ts), without
				// the island, which leaves it out of its recently viewed
				// places on the page.
				Data::add( Islands::RUNTIME, 'viewed', $id );
			}
		}
	}

	/**
	 * [vitrina_wishlist] and the wishlist block: the shopper's wishlist, or a
	 * shared one (read only) when the page is opened through a private link.
	 */
	public static function wishlist_shortcode(): string {
		if ( 'yes' !== Options::get( 'wishlist' ) ) {
			return '';
		}
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- read-only views.
		$page  = isset( $_GET[ Render::PAGE_PARAM ] ) ? max( 1, absint( $_GET[ Render::PAGE_PARAM ] ) ) : 1;
		$token = isset( $_GET[ Render::SHARE_PARAM ] ) ? sanitize_text_field( wp_unslash( $_GET[ Render::SHARE_PARAM ] ) ) : '';
		// phpcs:enable
		Islands::need( Render::ISLAND );
		if ( '' !== $token ) {
			$owner = Wishlist::user_for_share_token( $token );
			if ( ! $owner ) {
				return '<p class="vitrina-lists-notice">' . esc_html__( 'This wishlist link is not valid.', 'vitrina' ) . '</p>';
			}
			$content = Render::wishlist_content( $owner, $page, $token );
		} elseif ( ! is_user_logged_in() && 'yes' === Options::get( 'wishlist_logged_only' ) ) {
			return '<p class="vitrina-lists-notice">' . esc_html( Texts::get( 'login_required' ) ) . '</p>';
		} else {
			$content = Render::wishlist_content( get_current_user_id(), $page );
		}
		return Templates::render(
			'lists/wishlist-page',
			array(
				'content' => $content,
				'page'    => $page,
				'share'   => $token,
			)
		);
	}

	/**
	 * [vitrina_compare] and the compare block: the compare tables.
	 */
	public static function compare_shortcode(): string {
		if ( 'yes' !== Options::get( 'compare' ) ) {
			return '';
		}
		Islands::need( Render::ISLAND );
		return Templates::render( 'lists/compare-page', array( 'content' => Render::compare_table() ) );
	}

	/**
	 * [vitrina_recently_viewed limit="4"] and the recently viewed block.
	 *
	 * @param mixed $atts Attributes.
	 */
	public static function recently_viewed_shortcode( $atts ): string {
		if ( 'yes' !== Options::get( 'recently_viewed' ) ) {
			return '';
		}
		$atts = shortcode_atts( array( 'limit' => 4 ), is_array( $atts ) ? $atts : array(), 'vitrina_recently_viewed' );
		return Render::recently_viewed( min( Compare::RECENT_MAX, max( 1, absint( $atts['limit'] ) ) ) );
	}

	/**
	 * The question before the wishlist's bulk removal (the setting, else its
	 * default).
	 */
	private static function bulk_remove_confirm(): string {
		$confirm = trim( (string) Options::get( 'wishlist_bulk_remove_confirm' ) );
		return '' === $confirm ? (string) ( Schema::texts()['wishlist_bulk_remove_confirm']['fallback'] ?? '' ) : $confirm;
	}
}
