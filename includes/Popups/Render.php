<?php
/**
 * Prints the popups a page may show, for the popups island.
 *
 * @package Vitrina
 */

namespace Vitrina\Popups;

use Vitrina\Assets\Data;
use Vitrina\Assets\Islands;
use Vitrina\Module;
use Vitrina\Settings\Options;
use Vitrina\Templates;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * In the footer of front-end pages: each published popup whose conditions
 * the page does not rule out, hidden, with its settings; the island (and its
 * settings: addresses, the page context) only when there is one. The ids of
 * the published popups are kept in an option refreshed when a popup changes,
 * so a page without popups costs one autoloaded option.
 */
final class Render implements Module {

	/** The island. */
	public const ISLAND = 'popups';

	/** The option listing the published popups. */
	public const IDS_OPTION = 'vitrina_popup_ids';

	/** The trigger link's shortcode. */
	public const LINK_SHORTCODE = 'vitrina_popup_link';

	/**
	 * Whether a popup's content is being rendered (a popup inside a popup's
	 * content is not printed again).
	 *
	 * @var bool
	 */
	private static bool $rendering = false;

	/**
	 * Front end, and the hooks that keep the list fresh (also in wp-admin).
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Hooks.
	 */
	public function register(): void {
		add_action( 'save_post_' . PostType::TYPE, array( self::class, 'refresh_ids' ) );
		add_action( 'deleted_post', array( self::class, 'refresh_after_delete' ), 10, 2 );
		add_action( 'trashed_post', array( self::class, 'refresh_after_delete' ) );
		add_filter( 'vitrina_state', array( self::class, 'state' ) );
		// Popups ask the WP Consent API before marketing and statistics (src/runtime/consent.ts).
		add_filter( 'wp_consent_api_registered_' . plugin_basename( VITRINA_FILE ), '__return_true' );
		add_action( 'init', array( self::class, 'register_link' ) );
		if ( is_admin() ) {
			return;
		}
		add_action( 'wp_footer', array( $this, 'render' ), 3 );
		// The island's settings.
		Data::add( self::ISLAND, 'ajaxUrl', static fn(): string => admin_url( 'admin-ajax.php' ) );
		Data::add( self::ISLAND, 'analyticsUrl', static fn(): string => rest_url( Analytics::NAMESPACE . Analytics::ROUTE ) );
		Data::add( self::ISLAND, 'tracking', static fn(): bool => 'yes' === Options::get( 'popup_analytics' ) );
		Data::add( self::ISLAND, 'debug', static fn(): bool => current_user_can( 'edit_pages' ) );
		Data::add( self::ISLAND, 'page', static fn(): array => Conditions::page_context() );
	}

	/**
	 * The popup trigger link: the [vitrina_popup_link] shortcode and its
	 * block (blocks/popup-link), one renderer.
	 */
	public static function register_link(): void {
		add_shortcode( self::LINK_SHORTCODE, array( self::class, 'link' ) );
		if ( function_exists( 'register_block_type' ) ) {
			register_block_type( VITRINA_DIR . '/blocks/popup-link' );
		}
	}

	/**
	 * A link that opens a published popup (its click trigger's
	 * a[href$="#popmake-<id>"], src/popups/triggers.ts); its text, else the
	 * popup's title. Nothing for anything but a published popup.
	 *
	 * @param mixed $atts id (or the block's popupId) and text.
	 */
	public static function link( $atts ): string {
		$atts  = is_array( $atts ) ? $atts : array();
		$id    = absint( $atts['popupId'] ?? $atts['id'] ?? 0 );
		$popup = $id ? get_post( $id ) : null;
		if ( ! $popup instanceof WP_Post || PostType::TYPE !== $popup->post_type || 'publish' !== $popup->post_status ) {
			return '';
		}
		$text = trim( sanitize_text_field( (string) ( $atts['text'] ?? '' ) ) );
		$text = '' !== $text ? $text : trim( wp_strip_all_tags( get_the_title( $popup ) ) );
		return sprintf(
			'<a href="#popmake-%1$d" class="vitrina-popup-link popmake-%1$d" aria-haspopup="dialog">%2$s</a>',
			$id,
			esc_html( '' !== $text ? $text : __( 'Open', 'vitrina' ) )
		);
	}

	/**
	 * The published popups' ids, newest first.
	 *
	 * @return list<int>
	 */
	public static function ids(): array {
		$ids = get_option( self::IDS_OPTION, null );
		if ( ! is_array( $ids ) ) {
			$ids = self::refresh_ids();
		}
		return array_values( array_map( 'intval', $ids ) );
	}

	/**
	 * Lists the published popups again.
	 *
	 * @return list<int>
	 */
	public static function refresh_ids(): array {
		// One list for every visitor: get_posts() runs no query filters
		// (a language or membership plugin's) unless asked to.
		$ids = get_posts(
			array(
				'post_type'   => PostType::TYPE,
				'post_status' => 'publish',
				'fields'      => 'ids',
				'numberposts' => 100,
				'orderby'     => 'date',
				'order'       => 'DESC',
			)
		);
		$ids = array_values( array_map( 'intval', $ids ) );
		update_option( self::IDS_OPTION, $ids, true );
		return $ids;
	}

	/**
	 * Refreshes the list when a popup is deleted or trashed.
	 *
	 * @param mixed $post_id The post.
	 * @param mixed $post    The post object, when given.
	 */
	public static function refresh_after_delete( $post_id, $post = null ): void {
		$type = $post instanceof WP_Post ? $post->post_type : get_post_type( (int) $post_id );
		if ( PostType::TYPE === $type ) {
			self::refresh_ids();
		}
	}

	/**
	 * What a page prints: the popups it may show.
	 *
	 * @param array<string, mixed> $context The page context.
	 * @return list<array{id: int, title: string, label: string, content: string, settings: array<string, mixed>}>
	 */
	public static function popups_for( array $context ): array {
		$out = array();
		foreach ( self::ids() as $id ) {
			$post = get_post( $id );
			if ( ! $post instanceof WP_Post || PostType::TYPE !== $post->post_type || 'publish' !== $post->post_status || post_password_required( $post ) ) {
				continue;
			}
			$settings = Settings::get( $id );
			if ( ! Conditions::may_pass( $settings['conditions'], $context ) ) {
				continue;
			}
			$out[] = array(
				'id'       => $id,
				'title'    => get_the_title( $post ),
				'label'    => '' !== $post->post_name ? $post->post_name : (string) $id,
				'content'  => self::content( $post ),
				'settings' => array_merge(
					$settings,
					array(
						'id'   => $id,
						'slug' => $post->post_name,
					)
				),
			);
		}
		return $out;
	}

	/**
	 * A popup's content through the content filters.
	 *
	 * @param WP_Post $post The popup.
	 */
	private static function content( WP_Post $post ): string {
		self::$rendering = true;
		try {
			$content = (string) apply_filters( 'the_content', $post->post_content ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own filter.
		} finally {
			self::$rendering = false;
		}
		return str_replace( ']]>', ']]&gt;', $content );
	}

	/**
	 * Prints the popups (footer).
	 */
	public function render(): void {
		if ( self::$rendering || is_admin() || wp_doing_ajax() || is_feed() || is_embed() ) {
			return;
		}
		$popups = self::popups_for( Conditions::page_context() );
		if ( array() === $popups ) {
			return;
		}
		foreach ( $popups as $popup ) {
			Templates::output( 'popups/popup', $popup );
		}
		Islands::need( self::ISLAND );
	}

	/**
	 * Adds the cart's total (for the cart total conditions) to the shopper's state.
	 *
	 * @param mixed $state The state.
	 * @return mixed
	 */
	public static function state( $state ) {
		if ( ! is_array( $state ) || ! isset( $state['cart'] ) || ! is_array( $state['cart'] ) ) {
			return $state;
		}
		$cart                   = function_exists( 'WC' ) ? WC()->cart : null;
		$state['cart']['total'] = null !== $cart ? round( (float) $cart->get_total( 'edit' ), 2 ) : 0.0;
		return $state;
	}

}
