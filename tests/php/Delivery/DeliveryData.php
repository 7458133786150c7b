<?php
/**
 * Delivery data for the tests, through bin/demo/delivery.php.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Delivery;

/**
 * Creates the demo set or a small one of the test's own.
 */
trait DeliveryData {

	/**
	 * The demo companies, tariffs and points (in the test's transaction).
	 *
	 * @param bool $demo Mark them as demo data.
	 * @return array{companies: array<string, int>, tariffs: array<string, int>, points: array<string, int>}
	 */
	protected function delivery_data( bool $demo = true ): array {
		require_once VITRINA_DIR . '/bin/demo/delivery.php';
		list( $companies, $tariffs, $points ) = vitrina_demo_delivery_data();
		return vitrina_demo_delivery_create( $companies, $tariffs, $points, $demo );
	}

	/**
	 * A data set of the test's own.
	 *
	 * @param array<string, string>               $companies Key => name.
	 * @param array<string, array<string, mixed>> $tariffs   Title => fields.
	 * @param array<string, array<string, mixed>> $points    Title => fields.
	 * @return array{companies: array<string, int>, tariffs: array<string, int>, points: array<string, int>}
	 */
	protected function delivery_set( array $companies, array $tariffs, array $points = array() ): array {
		require_once VITRINA_DIR . '/bin/demo/delivery.php';
		return vitrina_demo_delivery_create( $companies, $tariffs, $points, false );
	}
}
