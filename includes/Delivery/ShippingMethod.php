<?php
/**
 * The shipping method "vitrina": delivery chosen in the widget.
 *
 * @package Vitrina
 */

namespace Vitrina\Delivery;

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
		$this->title                = (string) $this->get_option( 'title', __( 'Delivery (choose in the widget)', 'vitrina' ) );
		add_action( 'woocommerce_update_options_shipping_' . $this->id, array( $this, 'process_admin_options' ) );
	}

	/**
	 * The rate: from the session's selection, else free with the title.
	 *
	 * @param array<string, mixed> $package The package.
	 */
	public function calculate_shipping( $package = array() ): void {
		$selection = Checkout::session_selection();
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
