<?php
/**
 * The embedded provider's data: delivery companies, tariffs and pickup points
 * as private post types, edited under WooCommerce in wp-admin.
 *
 * @package Vitrina
 */

namespace Vitrina\Delivery\Provider;

use Vitrina\Module;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the post types and their meta, and the meta boxes that edit them.
 */
final class PostTypes implements Module {

	public const COMPANY = 'vitrina_dlv_company';
	public const TARIFF  = 'vitrina_dlv_tariff';
	public const POINT   = 'vitrina_dlv_point';

	/** Who manages the data. */
	public const CAPABILITY = 'manage_woocommerce';

	/** Meta key prefix. */
	public const META = '_vitrina_dlv_';

	/** Marks demo data (see bin/demo/delivery.php). */
	public const DEMO_META = '_vitrina_dlv_demo';

	/** Nonce action and field of the meta boxes. */
	private const NONCE = 'vitrina_dlv_save';

	/**
	 * Always: the REST routes read the data on the front end too.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Hooks.
	 */
	public function register(): void {
		add_action( 'init', array( self::class, 'register_types' ) );
		add_action( 'add_meta_boxes', array( $this, 'meta_boxes' ) );
		foreach ( array( self::TARIFF, self::POINT ) as $type ) {
			add_action( 'save_post_' . $type, array( $this, 'save' ), 10, 2 );
			add_filter( 'manage_' . $type . '_posts_columns', array( $this, 'columns' ) );
			add_action( 'manage_' . $type . '_posts_custom_column', array( $this, 'column' ), 10, 2 );
		}
	}

	/**
	 * The list columns of tariffs and points.
	 *
	 * @param mixed $columns Columns.
	 * @return array<string, string>
	 */
	public function columns( $columns ): array {
		$columns = is_array( $columns ) ? array_map( 'strval', $columns ) : array();
		$date    = $columns['date'] ?? null;
		unset( $columns['date'] );
		$labels                     = self::labels();
		$columns['vitrina_company'] = $labels['company'];
		$columns['vitrina_type']    = $labels['type'];
		$columns['vitrina_where']   = __( 'Where', 'vitrina' );
		if ( null !== $date ) {
			$columns['date'] = $date;
		}
		return $columns;
	}

	/**
	 * Prints a list column.
	 *
	 * @param mixed $column  Column.
	 * @param mixed $post_id Post id.
	 */
	public function column( $column, $post_id ): void {
		$post_id = (int) $post_id;
		$meta    = static function ( string $key ) use ( $post_id ): string {
			$value = get_post_meta( $post_id, self::META . $key, true );
			return is_scalar( $value ) ? (string) $value : '';
		};
		$point   = self::POINT === get_post_type( $post_id );
		switch ( $column ) {
			case 'vitrina_company':
				$company = get_post( (int) $meta( 'company' ) );
				echo esc_html( $company instanceof \WP_Post ? $company->post_title : '—' );
				break;
			case 'vitrina_type':
				echo esc_html( self::type_names( $point )[ (int) $meta( 'type' ) ] ?? '—' );
				break;
			case 'vitrina_where':
				$where = $point ? trim( $meta( 'city' ) . ', ' . $meta( 'address' ), ', ' ) : str_replace( "\n", ', ', $meta( 'zones' ) );
				echo esc_html( '' !== $where ? $where : __( 'Everywhere', 'vitrina' ) );
				break;
		}
	}

	/**
	 * The meta fields by post type: key => type (int, number, text, textarea,
	 * bool, company, choice:<list>, types, latitude, longitude: degrees, or
	 * '' when unknown).
	 *
	 * @return array<string, array<string, string>>
	 */
	public static function fields(): array {
		return array(
			self::COMPANY => array(),
			self::TARIFF  => array(
				'company'      => 'company',
				'type'         => 'choice:1,2,3',
				'zones'        => 'textarea',
				'price_base'   => 'number',
				'base_weight'  => 'number',
				'price_per_kg' => 'number',
				'free_from'    => 'number',
				'days_min'     => 'int',
				'days_max'     => 'int',
				'cash'         => 'bool',
				'card'         => 'bool',
				'point_types'  => 'types',
			),
			self::POINT   => array(
				'company'    => 'company',
				'type'       => 'choice:1,2,3,4',
				'city'       => 'text',
				'region'     => 'text',
				'address'    => 'text',
				'zip'        => 'text',
				'hours'      => 'text',
				'lat'        => 'latitude',
				'lng'        => 'longitude',
				'cash'       => 'bool',
				'card'       => 'bool',
				'max_weight' => 'number',
				'max_length' => 'number',
				'max_width'  => 'number',
				'max_height' => 'number',
			),
		);
	}

	/**
	 * Registers the post types and their meta (on init).
	 */
	public static function register_types(): void {
		if ( post_type_exists( self::COMPANY ) ) {
			return;
		}
		$caps   = array();
		$labels = array(
			self::COMPANY => array( __( 'Delivery companies', 'vitrina' ), __( 'Delivery company', 'vitrina' ) ),
			self::TARIFF  => array( __( 'Delivery tariffs', 'vitrina' ), __( 'Delivery tariff', 'vitrina' ) ),
			self::POINT   => array( __( 'Pickup points', 'vitrina' ), __( 'Pickup point', 'vitrina' ) ),
		);
		foreach ( array( 'edit_post', 'read_post', 'delete_post', 'edit_posts', 'edit_others_posts', 'publish_posts', 'read_private_posts', 'delete_posts', 'delete_others_posts', 'delete_published_posts', 'edit_published_posts', 'create_posts' ) as $cap ) {
			$caps[ $cap ] = self::CAPABILITY;
		}
		foreach ( $labels as $type => $label ) {
			register_post_type(
				$type,
				array(
					'labels'          => array(
						'name'          => $label[0],
						'singular_name' => $label[1],
						'menu_name'     => $label[0],
						'all_items'     => $label[0],
					),
					'public'          => false,
					'show_ui'         => true,
					'show_in_menu'    => 'woocommerce',
					'show_in_rest'    => false,
					'rewrite'         => false,
					'query_var'       => false,
					'supports'        => array( 'title' ),
					'capabilities'    => $caps,
					'map_meta_cap'    => false,
					'capability_type' => 'post',
				)
			);
			foreach ( self::fields()[ $type ] as $key => $kind ) {
				register_post_meta(
					$type,
					self::META . $key,
					array(
						'type'              => self::meta_type( $kind ),
						'single'            => true,
						'sanitize_callback' => static fn( $value ) => self::clean( $kind, $value ),
						'auth_callback'     => static fn() => current_user_can( self::CAPABILITY ),
					)
				);
			}
		}
	}

	/**
	 * Deletes every company, tariff and point with their meta (for the
	 * uninstall, when the admin chose to remove the data; the post types need
	 * not be registered).
	 *
	 * @return int How many posts were deleted.
	 */
	public static function delete_all(): int {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- uninstall, once.
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type IN (%s, %s, %s)", self::COMPANY, self::TARIFF, self::POINT ) );
		foreach ( $ids as $id ) {
			wp_delete_post( (int) $id, true );
		}
		return count( $ids );
	}

	/**
	 * The meta type of a field kind.
	 *
	 * @param string $kind Field kind.
	 */
	private static function meta_type( string $kind ): string {
		if ( in_array( $kind, array( 'int', 'company', 'bool' ), true ) || str_starts_with( $kind, 'choice:' ) ) {
			return 'integer';
		}
		return 'number' === $kind ? 'number' : 'string';
	}

	/**
	 * A field's value, cleaned.
	 *
	 * @param string $kind  Field kind.
	 * @param mixed  $value Raw value.
	 * @return int|float|string
	 */
	public static function clean( string $kind, $value ) {
		$scalar = is_scalar( $value ) ? (string) $value : '';
		if ( str_starts_with( $kind, 'choice:' ) ) {
			$choices = array_map( 'intval', explode( ',', substr( $kind, 7 ) ) );
			return in_array( (int) $scalar, $choices, true ) ? (int) $scalar : $choices[0];
		}
		switch ( $kind ) {
			case 'int':
			case 'company':
				return max( 0, (int) $scalar );
			case 'bool':
				return in_array( $scalar, array( '1', 'yes', 'on', 'true' ), true ) ? 1 : 0;
			case 'number':
				$number = (float) str_replace( ',', '.', $scalar );
				return is_finite( $number ) ? max( 0.0, round( $number, 3 ) ) : 0.0;
			case 'latitude':
			case 'longitude':
				$number = (float) str_replace( ',', '.', $scalar );
				$limit  = 'latitude' === $kind ? 90 : 180;
				return is_numeric( str_replace( ',', '.', trim( $scalar ) ) ) && is_finite( $number ) && abs( $number ) <= $limit ? round( $number, 6 ) : '';
			case 'textarea':
				return sanitize_textarea_field( $scalar );
			case 'types':
				$list = is_array( $value ) ? $value : explode( ',', $scalar );
				$list = array_values( array_unique( array_intersect( array_map( 'intval', $list ), array( 1, 2, 3, 4 ) ) ) );
				sort( $list );
				return implode( ',', $list );
			default:
				return sanitize_text_field( $scalar );
		}
	}

	/**
	 * The field labels.
	 *
	 * @return array<string, string>
	 */
	private static function labels(): array {
		return array(
			'company'      => __( 'Delivery company', 'vitrina' ),
			'type'         => __( 'Type', 'vitrina' ),
			'zones'        => __( 'Zones: cities or regions, one per line (empty: everywhere)', 'vitrina' ),
			'price_base'   => __( 'Base price, RUB', 'vitrina' ),
			'base_weight'  => __( 'Weight included in the base price, kg', 'vitrina' ),
			'price_per_kg' => __( 'Price per further kg, RUB', 'vitrina' ),
			'free_from'    => __( 'Free from declared value, RUB (0: never)', 'vitrina' ),
			'days_min'     => __( 'Days, minimum', 'vitrina' ),
			'days_max'     => __( 'Days, maximum', 'vitrina' ),
			'cash'         => __( 'Cash on delivery', 'vitrina' ),
			'card'         => __( 'Card on delivery', 'vitrina' ),
			'point_types'  => __( 'Point types served (pickup)', 'vitrina' ),
			'city'         => __( 'City', 'vitrina' ),
			'region'       => __( 'Region', 'vitrina' ),
			'address'      => __( 'Address', 'vitrina' ),
			'zip'          => __( 'Postcode', 'vitrina' ),
			'hours'        => __( 'Working hours', 'vitrina' ),
			'lat'          => __( 'Latitude, degrees (for the map; empty: not on the map)', 'vitrina' ),
			'lng'          => __( 'Longitude, degrees (for the map; empty: not on the map)', 'vitrina' ),
			'max_weight'   => __( 'Largest parcel weight, kg (0: no limit)', 'vitrina' ),
			'max_length'   => __( 'Largest parcel length, cm (0: no limit)', 'vitrina' ),
			'max_width'    => __( 'Largest parcel width, cm (0: no limit)', 'vitrina' ),
			'max_height'   => __( 'Largest parcel height, cm (0: no limit)', 'vitrina' ),
		);
	}

	/**
	 * The names of delivery types (1..3) or point types (1..4).
	 *
	 * @param bool $points Point types rather than delivery types.
	 * @return array<int, string>
	 */
	public static function type_names( bool $points ): array {
		if ( $points ) {
			return array(
				1 => __( 'Pickup point', 'vitrina' ),
				2 => __( 'Parcel locker', 'vitrina' ),
				3 => __( 'Post office', 'vitrina' ),
				4 => __( 'Terminal', 'vitrina' ),
			);
		}
		return array(
			1 => __( 'Pickup', 'vitrina' ),
			2 => __( 'Courier', 'vitrina' ),
			3 => __( 'Post', 'vitrina' ),
		);
	}

	/**
	 * Adds the meta boxes.
	 */
	public function meta_boxes(): void {
		foreach ( array( self::TARIFF, self::POINT ) as $type ) {
			add_meta_box( 'vitrina-dlv-fields', __( 'Delivery data', 'vitrina' ), array( $this, 'render' ), $type, 'normal', 'high' );
		}
	}

	/**
	 * Prints a meta box.
	 *
	 * @param \WP_Post $post Post.
	 */
	public function render( \WP_Post $post ): void {
		wp_nonce_field( self::NONCE, self::NONCE );
		$labels    = self::labels();
		$companies = get_posts(
			array(
				'post_type'   => self::COMPANY,
				'post_status' => 'publish',
				'numberposts' => 100,
				'orderby'     => 'title',
				'order'       => 'ASC',
			)
		);
		echo '<table class="form-table" role="presentation">';
		foreach ( self::fields()[ $post->post_type ] ?? array() as $key => $kind ) {
			$name  = 'vitrina_dlv[' . $key . ']';
			$id    = 'vitrina-dlv-' . $key;
			$value = get_post_meta( $post->ID, self::META . $key, true );
			$value = is_scalar( $value ) ? (string) $value : '';
			echo '<tr><th scope="row"><label for="' . esc_attr( $id ) . '">' . esc_html( $labels[ $key ] ?? $key ) . '</label></th><td>';
			if ( 'company' === $kind ) {
				echo '<select id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '">';
				foreach ( $companies as $company ) {
					echo '<option value="' . esc_attr( (string) $company->ID ) . '"' . selected( $value, (string) $company->ID, false ) . '>' . esc_html( $company->post_title ) . '</option>';
				}
				echo '</select>';
			} elseif ( str_starts_with( $kind, 'choice:' ) ) {
				echo '<select id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '">';
				foreach ( self::type_names( self::POINT === $post->post_type ) as $number => $label ) {
					echo '<option value="' . esc_attr( (string) $number ) . '"' . selected( $value, (string) $number, false ) . '>' . esc_html( $label ) . '</option>';
				}
				echo '</select>';
			} elseif ( 'types' === $kind ) {
				$chosen = array_filter( explode( ',', $value ) );
				foreach ( self::type_names( true ) as $number => $label ) {
					echo '<label><input type="checkbox" name="' . esc_attr( $name ) . '[]" value="' . esc_attr( (string) $number ) . '"' . checked( in_array( (string) $number, $chosen, true ), true, false ) . '> ' . esc_html( $label ) . '</label><br>';
				}
			} elseif ( 'bool' === $kind ) {
				echo '<input type="checkbox" id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '" value="1"' . checked( $value, '1', false ) . '>';
			} elseif ( 'textarea' === $kind ) {
				echo '<textarea id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '" rows="4" class="large-text">' . esc_textarea( $value ) . '</textarea>';
			} else {
				$input = in_array( $kind, array( 'int', 'number' ), true ) ? 'number' : 'text';
				$step  = 'number' === $kind ? ' step="0.001" min="0"' : ( 'int' === $kind ? ' step="1" min="0"' : '' );
				echo '<input type="' . esc_attr( $input ) . '"' . $step . ' id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '" value="' . esc_attr( $value ) . '" class="regular-text">'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- $step is a constant.
			}
			echo '</td></tr>';
		}
		echo '</table>';
	}

	/**
	 * Saves the meta box fields.
	 *
	 * @param int      $post_id Post id.
	 * @param \WP_Post $post    Post.
	 */
	public function save( int $post_id, \WP_Post $post ): void {
		if ( ! isset( $_POST[ self::NONCE ] ) || ! wp_verify_nonce( sanitize_key( wp_unslash( $_POST[ self::NONCE ] ) ), self::NONCE ) ) {
			return;
		}
		if ( ( defined( 'DOING_AUTOSAVE' ) && DOING_AUTOSAVE ) || ! current_user_can( self::CAPABILITY ) ) {
			return;
		}
		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- each field is cleaned by self::clean().
		$input = isset( $_POST['vitrina_dlv'] ) && is_array( $_POST['vitrina_dlv'] ) ? wp_unslash( $_POST['vitrina_dlv'] ) : array();
		foreach ( self::fields()[ $post->post_type ] ?? array() as $key => $kind ) {
			update_post_meta( $post_id, self::META . $key, self::clean( $kind, $input[ $key ] ?? '' ) );
		}
	}
}
