<?php
/**
 * The wishlist and compare calls (admin-ajax, woodmart_* wire names).
 *
 * @package Vitrina
 */

namespace Vitrina\Lists;

use Vitrina\Http\Action;
use Vitrina\Http\Router;
use Vitrina\Module;
use Vitrina\Plugin;
use Vitrina\Requirements;
use Vitrina\Settings\Options;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Each call validates its nonce (`key`), the product and the shopper's
 * rights, changes only the caller's own lists, and answers with the fields
 * of the storefront spec (count, fragments, hash, wishlist_content, table).
 *
 * Speed: the add calls need no WordPress past the plugins, so they answer on
 * plugins_loaded (priority 1, pluggable functions loaded); the calls that
 * render product markup answer on init at priority 6, once the theme is set
 * up and WooCommerce has initialised and registered its post types and
 * taxonomies (priority 5), before the block registrations of init and
 * admin-ajax's admin bootstrap. Both paths run the same handle().
 */
final class Ajax implements Module {

	/**
	 * Registered at boot, whatever the requirements (the answers check them).
	 */
	public function can_register(): bool {
		return true;
	}

	/** Nonce action of the wishlist calls. */
	public const WISHLIST_NONCE = 'vitrina_wishlist';

	/** Nonce action of the compare calls. */
	public const COMPARE_NONCE = 'vitrina_compare';

	/** Calls answered on plugins_loaded. */
	public const EARLY = array( 'woodmart_add_to_wishlist', 'woodmart_add_to_compare' );

	/** Every call. */
	public const ACTIONS = array(
		'woodmart_add_to_wishlist',
		'woodmart_remove_from_wishlist',
		'woodmart_add_to_compare',
		'woodmart_remove_from_compare',
		'woodmart_remove_category_from_compare',
		'woodmart_get_fragment_product_category_compare',
		'vitrina_wishlist_group',
		'vitrina_wishlist_content',
		'vitrina_recently_viewed',
	);

	/**
	 * Hooks the early answer and the table's creation on activation
	 * (registered by Plugin while the plugin file loads, so that both work
	 * before the modules register, and on the activation request itself).
	 */
	public function register(): void {
		add_action( 'vitrina_activate', array( Store::installer(), 'install' ) );
		add_action( 'plugins_loaded', array( self::class, 'answer_early' ), 1 );
		add_action( 'init', array( self::class, 'answer_late' ), 6 );
		add_filter( 'nonce_user_logged_out', array( self::class, 'guest_nonce_uid' ), 20, 2 );
	}

	/**
	 * Binds a guest's list nonces to the guest's own random token (cookie),
	 * so that one guest's nonce is worth nothing to another.
	 *
	 * @param mixed $uid    The logged-out uid.
	 * @param mixed $action The nonce action.
	 * @return mixed
	 */
	public static function guest_nonce_uid( $uid, $action ) {
		if ( self::WISHLIST_NONCE === $action || self::COMPARE_NONCE === $action ) {
			$token = Cookies::guest_token();
			if ( '' !== $token ) {
				return 'vitrina-guest-' . $token;
			}
		}
		return $uid;
	}

	/**
	 * The action of this admin-ajax request, if it is one of ours.
	 *
	 * @param string[] $among Actions to look for.
	 */
	private static function requested( array $among ): string {
		if ( ! wp_doing_ajax() || ! isset( $_REQUEST['action'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- verified in handle().
			return '';
		}
		$action = sanitize_key( wp_unslash( $_REQUEST['action'] ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		return in_array( $action, $among, true ) ? $action : '';
	}

	/**
	 * The body of a refused lists call (every lists action, and the e-mail
	 * ones: saving the list, subscribing to alerts): its message and code.
	 *
	 * @param WP_Error $error The refusal.
	 * @return array{error: string, code: string}
	 */
	public static function refusal( WP_Error $error ): array {
		return array(
			'error' => $error->get_error_message(),
			'code'  => (string) $error->get_error_code(),
		);
	}

	/**
	 * Whether the plugin runs on this site: the requirements its modules
	 * wait for are met (WooCommerce active and recent enough). The early
	 * answers come before the plugin checks them, so they check them here.
	 */
	private static function plugin_runs(): bool {
		return ( Plugin::instance()->requirements() ?? new Requirements() )->met();
	}

	/**
	 * On plugins_loaded: answers the add calls.
	 */
	public static function answer_early(): void {
		$action = self::requested( self::EARLY );
		if ( '' === $action || ! self::plugin_runs() ) {
			return;
		}
		self::respond( $action );
	}

	/**
	 * On init (priority 6): answers every call.
	 */
	public static function answer_late(): void {
		$action = self::requested( self::ACTIONS );
		if ( '' === $action || ! self::plugin_runs() ) {
			return;
		}
		// WooCommerce adds its image sizes later on init; the markup needs them.
		if ( method_exists( WC(), 'add_image_sizes' ) ) {
			WC()->add_image_sizes();
		}
		self::respond( $action );
	}

	/**
	 * Answers the current request through the router and ends it.
	 *
	 * @param string $action Action.
	 */
	private static function respond( string $action ): void {
		Router::dispatch( self::actions()[ $action ] );
	}

	/**
	 * Runs a call for the current shopper: the same permission, schema and
	 * handler as the router's answer, without sending it.
	 *
	 * @param string               $action Action.
	 * @param array<string, mixed> $params Request parameters (unslashed).
	 * @return array<string, mixed>|WP_Error
	 */
	public static function handle( string $action, array $params ) {
		$declared = self::actions()[ $action ] ?? null;
		if ( null === $declared ) {
			return self::error( 'vitrina_bad_request', 'bad_request', 400 );
		}
		$allowed = Router::verify_request( $declared, $params );
		if ( $allowed instanceof WP_Error ) {
			return $allowed;
		}
		$args = Router::validate( $declared->args, $params );
		if ( $args instanceof WP_Error ) {
			return $args;
		}
		return ( $declared->handler )( $args, $params );
	}

	/**
	 * The calls, declared for the router.
	 *
	 * @return array<string, Action>
	 */
	public static function actions(): array {
		$id       = array(
			'type'     => 'integer',
			'minimum'  => 0,
			'default'  => 0,
			'fallback' => true,
		);
		$text     = array(
			'type'     => 'string',
			'default'  => '',
			'fallback' => true,
		);
		$ids      = array(
			'type'     => array( 'string', 'integer', 'array' ),
			'default'  => '',
			'fallback' => true,
		);
		$schemas  = array(
			'woodmart_add_to_wishlist'              => array(
				'product_id' => $id,
				'group'      => $id,
			),
			'woodmart_remove_from_wishlist'         => array(
				'product_id' => $ids,
				'group_id'   => $id,
			),
			'vitrina_wishlist_group'                => array(
				'op'         => $text,
				'name'       => $text,
				'group_id'   => $id,
				'product_id' => $id,
			),
			'vitrina_wishlist_content'              => array(),
			'vitrina_recently_viewed'               => array(
				'ids'     => $text,
				'limit'   => array(
					'type'     => 'integer',
					'minimum'  => 1,
					'maximum'  => Compare::RECENT_MAX,
					'default'  => 4,
					'fallback' => true,
				),
				'exclude' => $id, // phpcs:ignore WordPressVIPMinimum.Performance.WPQueryParams.PostNotIn_exclude -- a request argument (the product the list leaves out), not a query's.
			),
			'woodmart_add_to_compare'               => array( 'id' => $id ),
			'woodmart_remove_from_compare'          => array(
				'id'          => $ids,
				'category_id' => $id,
			),
			'woodmart_remove_category_from_compare' => array( 'category_id' => $id ),
			'woodmart_get_fragment_product_category_compare' => array( 'category_id' => $id ),
		);
		$handlers = array(
			'woodmart_add_to_wishlist'              => array( self::class, 'add_to_wishlist' ),
			'woodmart_remove_from_wishlist'         => array( self::class, 'remove_from_wishlist' ),
			'vitrina_wishlist_group'                => array( self::class, 'group' ),
			'vitrina_wishlist_content'              => array( self::class, 'wishlist_answer' ),
			'vitrina_recently_viewed'               => array( self::class, 'recently_viewed' ),
			'woodmart_add_to_compare'               => array( self::class, 'add_to_compare' ),
			'woodmart_remove_from_compare'          => array( self::class, 'remove_from_compare' ),
			'woodmart_remove_category_from_compare' => array( self::class, 'remove_category_from_compare' ),
			'woodmart_get_fragment_product_category_compare' => array( self::class, 'fragment_answer' ),
		);
		$actions  = array();
		foreach ( $schemas as $name => $args ) {
			$handler          = $handlers[ $name ];
			$actions[ $name ] = new Action(
				$name,
				array(
					'args'                => $args,
					'permission_callback' => static fn( array $fields ) => self::permit( $name, $fields ),
					'callback'            => static function ( array $valid, array $fields ) use ( $handler ) {
						Store::installer()->maybe_install();
						return $handler( $valid + $fields );
					},
					'answer'              => Action::ANSWER_RAW,
					'cache'               => Action::CACHE_NONE,
					'error'               => array( self::class, 'refusal' ),
				)
			);
		}
		return $actions;
	}

	/**
	 * The permission of a call: the list is enabled (404), the wishlist may
	 * be for accounts only (403), and the calls that change a list carry the
	 * list's nonce as `key` (403). The two read-only calls need no key, nor
	 * does call 6 of the spec, which sends the id alone: adding to the
	 * caller's own compare list (kept under the caller's SameSite=Lax token
	 * cookie, which a cross-site request does not carry).
	 *
	 * @param string               $action Action.
	 * @param array<string, mixed> $fields Request fields (unslashed).
	 * @return true|WP_Error
	 */
	public static function permit( string $action, array $fields ) {
		if ( 'vitrina_recently_viewed' === $action ) {
			// Read only, the same answer for whoever sends the same ids.
			return 'yes' === Options::get( 'recently_viewed' ) ? true : self::error( 'vitrina_disabled', 'disabled', 404 );
		}
		$is_compare = str_contains( $action, 'compare' );
		if ( 'yes' !== Options::get( $is_compare ? 'compare' : 'wishlist' ) ) {
			return self::error( 'vitrina_disabled', 'disabled', 404 );
		}
		if ( ! $is_compare && ! is_user_logged_in() && 'yes' === Options::get( 'wishlist_logged_only' ) ) {
			return self::error( 'vitrina_login_required', 'login_required', 403 );
		}
		$read_only = in_array( $action, array( 'woodmart_get_fragment_product_category_compare', 'vitrina_wishlist_content' ), true );
		if ( ! $read_only && 'woodmart_add_to_compare' !== $action ) {
			$key = isset( $fields['key'] ) && is_string( $fields['key'] ) ? sanitize_key( $fields['key'] ) : '';
			if ( ! wp_verify_nonce( $key, $is_compare ? self::COMPARE_NONCE : self::WISHLIST_NONCE ) ) {
				return self::error( 'vitrina_bad_key', 'bad_key', 403 );
			}
		}
		return true;
	}

	/**
	 * The recently viewed list of the ids the island keeps (only the shop's
	 * public products among them), without the product on screen.
	 *
	 * @param array<string, mixed> $params Parameters.
	 * @return array<string, mixed>
	 */
	private static function recently_viewed( array $params ): array {
		return array( 'html' => Render::recently_viewed_list( $params['ids'] ?? '', (int) ( $params['limit'] ?? 4 ), self::int( $params, 'exclude' ) ) );
	}

	/**
	 * Call 9: the compare fragments with the table.
	 *
	 * @param array<string, mixed> $params Parameters.
	 * @return array<string, mixed>
	 */
	private static function fragment_answer( array $params ): array {
		return array( 'fragments' => self::compare_fragments( self::int( $params, 'category_id' ), true ) );
	}

	/**
	 * An error answer.
	 *
	 * @param string $code   Code.
	 * @param string $text   Texts key.
	 * @param int    $status HTTP status.
	 */
	private static function error( string $code, string $text, int $status ): WP_Error {
		return new WP_Error( $code, Texts::get( $text ), array( 'status' => $status ) );
	}

	/**
	 * A non-negative integer parameter.
	 *
	 * @param array<string, mixed> $params Parameters.
	 * @param string               $name   Name.
	 */
	private static function int( array $params, string $name ): int {
		$value = $params[ $name ] ?? 0;
		return is_scalar( $value ) && ctype_digit( (string) $value ) ? (int) $value : 0;
	}

	/**
	 * Adds a product to a list: 404 for a product shoppers may not list,
	 * the list's own refusal (full, say) as a 400.
	 *
	 * @param int      $product_id The product.
	 * @param callable $add        The list's add: fn( int $product_id ): true|WP_Error.
	 * @return true|WP_Error
	 */
	private static function add_listable( int $product_id, callable $add ) {
		if ( ! Listable::listable( $product_id ) ) {
			return self::error( 'vitrina_unknown_product', 'unknown_product', 404 );
		}
		$added = $add( $product_id );
		if ( is_wp_error( $added ) ) {
			$added->add_data( array( 'status' => 400 ) );
		}
		return $added;
	}

	/**
	 * Call 4: adds a product to the wishlist.
	 *
	 * @param array<string, mixed> $params Parameters.
	 * @return array<string, mixed>|WP_Error
	 */
	private static function add_to_wishlist( array $params ) {
		$group = self::int( $params, 'group' );
		$added = self::add_listable( self::int( $params, 'product_id' ), static fn( int $id ) => Wishlist::add( $id, $group ) );
		return is_wp_error( $added ) ? $added : self::list_state( 'wishlist' );
	}

	/**
	 * Call 5: removes products (one id, or several for bulk removal).
	 *
	 * @param array<string, mixed> $params Parameters.
	 * @return array<string, mixed>|WP_Error
	 */
	private static function remove_from_wishlist( array $params ) {
		$ids = Listable::ids_from( $params['product_id'] ?? '' );
		if ( ! $ids ) {
			return self::error( 'vitrina_unknown_product', 'unknown_product', 404 );
		}
		$group_id = self::int( $params, 'group_id' );
		$user_id  = get_current_user_id();
		if ( $group_id ) {
			if ( ! $user_id || ! isset( Store::groups( $user_id )[ $group_id ] ) ) {
				return self::error( 'vitrina_unknown_group', 'unknown_group', 404 );
			}
			$items = Wishlist::items();
			$ids   = array_values( array_filter( $ids, static fn( int $id ): bool => ( $items[ $id ] ?? -1 ) === $group_id ) );
		}
		Wishlist::remove( $ids );
		return self::wishlist_answer( $params );
	}

	/**
	 * The wishlist page's content, count, fragments and hash.
	 *
	 * @param array<string, mixed> $params Parameters (atts: { page }).
	 * @return array<string, mixed>
	 */
	private static function wishlist_answer( array $params ): array {
		$atts    = isset( $params['atts'] ) && is_array( $params['atts'] ) ? $params['atts'] : array();
		$page    = max( 1, self::int( $atts, 'page' ) );
		$content = Render::wishlist_content( get_current_user_id(), $page );
		return array( 'wishlist_content' => $content ) + self::list_state( 'wishlist' );
	}

	/**
	 * Wishlist groups (logged-in shoppers): op create, rename, delete or move.
	 *
	 * @param array<string, mixed> $params Parameters.
	 * @return array<string, mixed>|WP_Error
	 */
	private static function group( array $params ) {
		$user_id = get_current_user_id();
		if ( ! $user_id ) {
			return self::error( 'vitrina_login_required', 'groups_login', 403 );
		}
		$op       = isset( $params['op'] ) && is_string( $params['op'] ) ? sanitize_key( $params['op'] ) : '';
		$group_id = self::int( $params, 'group_id' );
		$groups   = Store::groups( $user_id );
		$name     = isset( $params['name'] ) && is_string( $params['name'] ) ? mb_substr( trim( sanitize_text_field( $params['name'] ) ), 0, 100 ) : '';
		if ( in_array( $op, array( 'rename', 'delete' ), true ) || ( 'move' === $op && $group_id ) ) {
			if ( ! isset( $groups[ $group_id ] ) ) {
				return self::error( 'vitrina_unknown_group', 'unknown_group', 404 );
			}
		}
		switch ( $op ) {
			case 'create':
				if ( '' === $name ) {
					return self::error( 'vitrina_group_name', 'group_name', 400 );
				}
				if ( count( $groups ) >= Store::MAX_GROUPS ) {
					return self::error( 'vitrina_too_many_groups', 'too_many_groups', 400 );
				}
				Store::create_group( $user_id, $name );
				break;
			case 'rename':
				if ( '' === $name ) {
					return self::error( 'vitrina_group_name', 'group_name', 400 );
				}
				Store::rename_group( $user_id, $group_id, $name );
				break;
			case 'delete':
				Store::delete_group( $user_id, $group_id );
				break;
			case 'move':
				$product_id = self::int( $params, 'product_id' );
				if ( ! isset( Wishlist::items()[ $product_id ] ) ) {
					return self::error( 'vitrina_unknown_product', 'unknown_product', 404 );
				}
				Store::move( $user_id, $product_id, $group_id );
				break;
			default:
				return self::error( 'vitrina_bad_request', 'bad_request', 400 );
		}
		return self::wishlist_answer( $params );
	}

	/**
	 * Call 6: adds a product to the compare list.
	 *
	 * @param array<string, mixed> $params Parameters.
	 * @return array<string, mixed>|WP_Error
	 */
	private static function add_to_compare( array $params ) {
		$added = self::add_listable( self::int( $params, 'id' ), array( Compare::class, 'add' ) );
		return is_wp_error( $added ) ? $added : self::list_state( 'compare' );
	}

	/**
	 * Call 7: removes a product from the compare list.
	 *
	 * @param array<string, mixed> $params Parameters.
	 * @return array<string, mixed>|WP_Error
	 */
	private static function remove_from_compare( array $params ) {
		$ids = Listable::ids_from( $params['id'] ?? '' );
		if ( ! $ids ) {
			return self::error( 'vitrina_unknown_product', 'unknown_product', 404 );
		}
		Compare::remove( $ids );
		return self::compare_answer( self::int( $params, 'category_id' ) );
	}

	/**
	 * Call 8: removes every product of a category from the compare list.
	 *
	 * @param array<string, mixed> $params Parameters.
	 * @return array<string, mixed>|WP_Error
	 */
	private static function remove_category_from_compare( array $params ) {
		$category_id = self::int( $params, 'category_id' );
		$groups      = Render::compare_groups( Compare::ids() );
		if ( ! isset( $groups[ $category_id ] ) ) {
			return self::error( 'vitrina_unknown_category', 'bad_request', 404 );
		}
		Compare::remove( $groups[ $category_id ]['ids'] );
		return self::compare_answer( 0 );
	}

	/**
	 * The compare table, count and fragments.
	 *
	 * @param int $category_id The category shown.
	 * @return array<string, mixed>
	 */
	private static function compare_answer( int $category_id ): array {
		return array( 'table' => Render::compare_table( $category_id ) ) + self::list_state( 'compare' );
	}

	/**
	 * What every answer of a list's calls carries: its count, its header
	 * counter fragment and its ids (and the wishlist's hash).
	 *
	 * @param string $list wishlist or compare.
	 * @return array<string, mixed>
	 */
	private static function list_state( string $list ): array {
		$items = 'wishlist' === $list ? Wishlist::items() : array();
		$ids   = 'wishlist' === $list ? array_keys( $items ) : Compare::ids();
		$hash  = 'wishlist' === $list ? array( 'hash' => Wishlist::hash( $items ) ) : array();
		return array(
			'count'     => count( $ids ),
			'fragments' => self::count_fragments( $list, count( $ids ) ),
		) + $hash + array( 'ids' => $ids );
	}

	/**
	 * Call 9's fragments: the counter and, when asked, the compare page's content.
	 *
	 * @param int  $category_id The category shown.
	 * @param bool $with_table  Include the table.
	 * @return array<string, string>
	 */
	private static function compare_fragments( int $category_id, bool $with_table ): array {
		$fragments = self::count_fragments( 'compare', count( Compare::ids() ) );
		if ( $with_table ) {
			$fragments['div.vitrina-compare-content'] = Render::compare_table( $category_id );
		}
		return $fragments;
	}

	/**
	 * The header counter fragment of a list.
	 *
	 * @param string $list  wishlist or compare.
	 * @param int    $count Count.
	 * @return array<string, string>
	 */
	public static function count_fragments( string $list, int $count ): array {
		return array( 'span.vitrina-' . $list . '-count' => Render::count( $list, $count ) );
	}
}
