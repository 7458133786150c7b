<?php
/**
 * The shipping method "vitrina": delivery chosen in the widget.
 *
 * @package Vitrina
 */

namespace Vitrina\Delivery;

use Vitrina\Delivery\Provider\Catalog;
use Vitrina\Delivery\Provider\PostTypes;
use Vitrina\Settings\Options;

defined( 'ABSPATH' ) || exit;

/**
 * Added to shipping zones like any method. Its cost and label come from the
 * selection confirmed in the widget and kept in the WooCommerce session;
 * before one, the rate costs 0 and its label asks to choose in the widget.
 */
class ShippingMethod extends \WC_Shipping_Method {

	/** The method id. */
	public const ID = 'vitrina';

	/**
	 * Constructor.
	 *
	 * @param int $instance_id Instance id (the method in a zone).
	 */
	public function __construct( $instance_id = 0 ) {
		$this->id                 = self::ID;
		$this->instance_id        = absint( $instance_id );
		$this->method_title       = __( 'Delivery (choose in the widget)', 'vitrina' );
		$this->method_description = __( 'The shopper chooses pickup, courier or post in the delivery widget at checkout; the cost comes from the confirmed choice.', 'vitrina' );
		$this->supports           = array( 'shipping-zones', 'instance-settings', 'instance-settings-modal' );
		$this->init();
	}

	/**
	 * Settings.
	 */
	public function init(): void {
		$this->instance_form_fields = array(
			'title' => array(
				'title'       => __( 'Title', 'vitrina' ),
				'type'        => 'text',
				'description' => __( 'Shown to the shopper until a delivery is chosen in the widget.', 'vitrina' ),
				'default'     => __( 'Delivery (choose in the widget)', 'vitrina' ),
				'desc_tip'    => true,
			),
		);
		if ( self::on_shipping_screen() && self::catalogue_is_empty() ) {
			// The owner adding the method learns why the shop would not offer it.
			$this->instance_form_fields = array(
				'vitrina_no_tariffs' => array(
					'title'       => __( 'No delivery tariffs', 'vitrina' ),
					'type'        => 'title',
					'description' => self::empty_catalogue_message(),
				),
			) + $this->instance_form_fields;
		}
		$this->title = (string) $this->get_option( 'title', __( 'Delivery (choose in the widget)', 'vitrina' ) );
		add_action( 'woocommerce_update_options_shipping_' . $this->id, array( $this, 'process_admin_options' ) );
	}

	/**
	 * Offered only where the shop can deliver: with the embedded provider,
	 * where some tariff of the catalogue serves the destination (Russia; the
	 * city, when the shopper gave one, in a tariff's zone), so that a zone
	 * with no tariff never offers a widget that can only say "no delivery".
	 *
	 * @param array<string, mixed> $package The package.
	 */
	public function is_available( $package ) {
		$destination = is_array( $package['destination'] ?? null ) ? $package['destination'] : array();
		if ( 'embedded' === Options::get( 'delivery_provider' ) && null === Session::selection() ) {
			$country = is_string( $destination['country'] ?? null ) ? $destination['country'] : '';
			$city    = is_string( $destination['city'] ?? null ) ? $destination['city'] : '';
			$state   = is_string( $destination['state'] ?? null ) ? $destination['state'] : '';
			if ( ! Catalog::serves( $country, $city, $state ) ) {
				return false;
			}
		}
		return parent::is_available( $package );
	}

	/**
	 * Whether the method is built for wp-admin or WooCommerce's shipping-zone
	 * calls (not for a shopper's AJAX request, which never shows settings).
	 */
	private static function on_shipping_screen(): bool {
		if ( ! is_admin() ) {
			return false;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only which screen is asking; nothing is changed.
		$action = isset( $_REQUEST['action'] ) && is_string( $_REQUEST['action'] ) ? sanitize_key( wp_unslash( $_REQUEST['action'] ) ) : '';
		return ! wp_doing_ajax() || str_starts_with( $action, 'woocommerce_shipping_zone' );
	}

	/**
	 * Whether the embedded provider is used and its catalogue has no tariff
	 * (with its company): the method can deliver nowhere.
	 */
	public static function catalogue_is_empty(): bool {
		return 'embedded' === Options::get( 'delivery_provider' ) && array() === Catalog::tariffs();
	}

	/**
	 * What the owner is told when the catalogue is empty.
	 */
	public static function empty_catalogue_message(): string {
		return sprintf(
			/* translators: %s: the address of the delivery tariffs screen. */
			__( 'The delivery catalogue has no published tariff, so the method “Delivery (choose in the widget)” is not offered at checkout. Add companies and tariffs under WooCommerce → <a href="%s">Delivery tariffs</a>.', 'vitrina' ),
			esc_url( admin_url( 'edit.php?post_type=' . PostTypes::TARIFF ) )
		);
	}

	/**
	 * An admin notice on the dashboard, WooCommerce's settings and the
	 * delivery screens when the method is enabled in a shipping zone and the
	 * embedded catalogue has no tariff.
	 */
	public static function admin_notice(): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		$where  = array( 'dashboard', 'woocommerce_page_wc-settings', 'edit-' . PostTypes::TARIFF, 'edit-' . PostTypes::COMPANY, 'edit-' . PostTypes::POINT );
		if ( ! $screen instanceof \WP_Screen || ! in_array( $screen->id, $where, true ) || ! current_user_can( PostTypes::CAPABILITY ) ) {
			return;
		}
		if ( ! self::in_a_zone() || ! self::catalogue_is_empty() ) {
			return;
		}
		echo '<div class="notice notice-warning vitrina-delivery-notice"><p>' . wp_kses( self::empty_catalogue_message(), array( 'a' => array( 'href' => true ) ) ) . '</p></div>';
	}

	/**
	 * Whether the method is enabled in some shipping zone.
	 */
	public static function in_a_zone(): bool {
		if ( ! class_exists( \WC_Shipping_Zones::class ) ) {
			return false;
		}
		$zones   = array_map( static fn( $zone ) => (int) ( $zone['id'] ?? 0 ), \WC_Shipping_Zones::get_zones() );
		$zones[] = 0;
		foreach ( $zones as $id ) {
			foreach ( \WC_Shipping_Zones::get_zone( $id )->get_shipping_methods( true ) as $method ) {
				if ( $method instanceof \WC_Shipping_Method && self::ID === $method->id ) {
					return true;
				}
			}
		}
		return false;
	}

	/**
	 * The rate: from the session's selection, else free with the title.
	 *
	 * @param array<string, mixed> $package The package.
	 */
	public function calculate_shipping( $package = array() ): void {
		$selection = Session::selection();
		$this->add_rate(
			array(
				'id'        => $this->get_rate_id(),
				'label'     => null === $selection ? $this->title : Selection::label( $selection ),
				'cost'      => null === $selection ? 0 : (float) $selection['delivery']['price'],
				'package'   => $package,
				'meta_data' => null === $selection ? array() : array(
					__( 'Delivery', 'vitrina' ) => Selection::address_line( $selection ),
				),
			)
		);
	}

	/**
	 * Whether a rate id (method:instance) is this method's.
	 *
	 * @param mixed $rate_id Rate id.
	 */
	public static function is_rate( $rate_id ): bool {
		return is_string( $rate_id ) && ( self::ID === $rate_id || str_starts_with( $rate_id, self::ID . ':' ) );
	}
}
