<?php
/**
 * The popup post type: content in the block editor, settings in one meta.
 *
 * @package Vitrina
 */

namespace Vitrina\Popups;

use Vitrina\Module;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Registers `vitrina_popup` (not public: popups are shown by Render, never as
 * pages of their own) and its settings meta, which the REST API (and so the
 * block editor) saves only when Settings::sanitize() accepts it; a refused
 * value answers 400 with the reason and the stored value stays. The popups
 * list shows each popup's open and conversion counts.
 */
final class PostType implements Module {

	/** The post type. */
	public const TYPE = 'vitrina_popup';

	/** Counts kept by the analytics beacons. */
	public const OPENS_META       = '_vitrina_popup_opens';
	public const CONVERSIONS_META = '_vitrina_popup_conversions';

	/**
	 * Everywhere: the REST API and the front end need the type.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Hooks.
	 */
	public function register(): void {
		if ( did_action( 'init' ) ) {
			self::register_type();
		} else {
			add_action( 'init', array( self::class, 'register_type' ) );
		}
		add_filter( 'rest_pre_insert_' . self::TYPE, array( $this, 'check_rest_meta' ), 10, 2 );
		add_filter( 'manage_' . self::TYPE . '_posts_columns', array( $this, 'columns' ) );
		add_action( 'manage_' . self::TYPE . '_posts_custom_column', array( $this, 'column' ), 10, 2 );
	}

	/**
	 * The post type and its meta.
	 */
	public static function register_type(): void {
		if ( post_type_exists( self::TYPE ) ) {
			return;
		}
		register_post_type(
			self::TYPE,
			array(
				'labels'              => array(
					'name'          => __( 'Popups', 'vitrina' ),
					'singular_name' => __( 'Popup', 'vitrina' ),
					'add_new'       => __( 'Add popup', 'vitrina' ),
					'add_new_item'  => __( 'Add a popup', 'vitrina' ),
					'edit_item'     => __( 'Edit popup', 'vitrina' ),
					'new_item'      => __( 'New popup', 'vitrina' ),
					'search_items'  => __( 'Search popups', 'vitrina' ),
					'not_found'     => __( 'No popups found.', 'vitrina' ),
					'all_items'     => __( 'All popups', 'vitrina' ),
					'menu_name'     => __( 'Popups', 'vitrina' ),
				),
				'public'              => false,
				'publicly_queryable'  => false,
				'exclude_from_search' => true,
				'show_ui'             => true,
				'show_in_menu'        => true,
				'show_in_nav_menus'   => false,
				'show_in_rest'        => true,
				'rest_base'           => 'vitrina-popups',
				'menu_icon'           => 'dashicons-format-chat',
				'menu_position'       => 58,
				'capability_type'     => 'page',
				'map_meta_cap'        => true,
				'supports'            => array( 'title', 'editor', 'custom-fields', 'revisions' ),
			)
		);
		register_post_meta(
			self::TYPE,
			Settings::META,
			array(
				'type'              => 'object',
				'single'            => true,
				'default'           => Settings::defaults(),
				'show_in_rest'      => array(
					'schema' => array(
						'type'                 => 'object',
						'additionalProperties' => true,
						'properties'           => array(),
					),
				),
				'sanitize_callback' => array( self::class, 'sanitize_meta' ),
				'auth_callback'     => static fn( $allowed, $key, $post_id ): bool => current_user_can( 'edit_post', (int) $post_id ),
			)
		);
	}

	/**
	 * What is stored: the sanitised entity, or, for a value that cannot be
	 * made valid, the value stored before (the REST check refuses such a
	 * value first; this keeps other ways of saving from storing it).
	 *
	 * @param mixed $value The value.
	 * @return array<string, mixed>
	 */
	public static function sanitize_meta( $value ): array {
		$clean = Settings::sanitize( $value );
		if ( $clean instanceof WP_Error ) {
			$post_id = (int) ( $GLOBALS['post']->ID ?? 0 );
			return $post_id ? Settings::get( $post_id ) : Settings::defaults();
		}
		return $clean;
	}

	/**
	 * Refuses a REST save whose settings cannot be made valid, with the reason.
	 *
	 * @param mixed            $prepared The post about to be saved.
	 * @param \WP_REST_Request $request  The request.
	 * @return mixed
	 */
	public function check_rest_meta( $prepared, $request ) {
		$meta = $request['meta'] ?? null;
		if ( is_array( $meta ) && array_key_exists( Settings::META, $meta ) ) {
			$clean = Settings::sanitize( $meta[ Settings::META ] );
			if ( $clean instanceof WP_Error ) {
				return $clean;
			}
		}
		return $prepared;
	}

	/**
	 * Deletes every popup (uninstall, when the admin chose to remove data).
	 *
	 * @return int How many.
	 */
	public static function delete_all(): int {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- uninstall, once.
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = %s", self::TYPE ) );
		foreach ( $ids as $id ) {
			wp_delete_post( (int) $id, true );
		}
		return count( $ids );
	}

	/**
	 * The list's columns: opens and conversions after the title.
	 *
	 * @param mixed $columns Columns.
	 * @return array<string, string>
	 */
	public function columns( $columns ): array {
		$columns = is_array( $columns ) ? $columns : array();
		$out     = array();
		foreach ( $columns as $key => $label ) {
			$out[ $key ] = $label;
			if ( 'title' === $key ) {
				$out['vitrina_opens']       = __( 'Opens', 'vitrina' );
				$out['vitrina_conversions'] = __( 'Conversions', 'vitrina' );
			}
		}
		return $out;
	}

	/**
	 * A count cell.
	 *
	 * @param mixed $column  The column.
	 * @param mixed $post_id The popup.
	 */
	public function column( $column, $post_id ): void {
		$meta = array(
			'vitrina_opens'       => self::OPENS_META,
			'vitrina_conversions' => self::CONVERSIONS_META,
		);
		if ( isset( $meta[ $column ] ) ) {
			echo esc_html( number_format_i18n( (int) get_post_meta( (int) $post_id, $meta[ $column ], true ) ) );
		}
	}
}
