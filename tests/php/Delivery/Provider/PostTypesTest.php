<?php
/**
 * Tests of the embedded provider's post types.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Delivery\Provider;

use Vitrina\Delivery\Provider\PostTypes;
use Vitrina\Tests\TestCase;

/**
 * Private types managed by shop managers, meta saved from the meta box.
 */
final class PostTypesTest extends TestCase {

	public function test_types_are_private_and_under_woocommerce(): void {
		foreach ( array( PostTypes::COMPANY, PostTypes::TARIFF, PostTypes::POINT ) as $type ) {
			$object = get_post_type_object( $type );
			$this->assertNotNull( $object, $type );
			$this->assertFalse( $object->public );
			$this->assertTrue( $object->show_ui );
			$this->assertSame( 'woocommerce', $object->show_in_menu );
			$this->assertSame( PostTypes::CAPABILITY, $object->cap->edit_posts );
			$this->assertSame( PostTypes::CAPABILITY, $object->cap->create_posts );
		}
		$this->assertArrayHasKey( PostTypes::META . 'zones', get_registered_meta_keys( 'post', PostTypes::TARIFF ) );
		$this->assertArrayHasKey( PostTypes::META . 'zip', get_registered_meta_keys( 'post', PostTypes::POINT ) );
	}

	public function test_a_customer_cannot_edit_them(): void {
		wp_set_current_user( $this->create_user( 'subscriber' ) );
		$this->assertFalse( current_user_can( get_post_type_object( PostTypes::TARIFF )->cap->edit_posts ) );
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->assertTrue( current_user_can( get_post_type_object( PostTypes::TARIFF )->cap->edit_posts ) );
	}

	public function test_meta_box_saves_clean_values(): void {
		$this->as_admin_screen();
		$id    = $this->create_page( 'publish', PostTypes::TARIFF );
		$_POST = array(
			'vitrina_dlv_save' => wp_create_nonce( 'vitrina_dlv_save' ),
			'vitrina_dlv'      => array(
				'company'      => '12',
				'type'         => '7',
				'zones'        => "Москва\n<b>Тула</b>",
				'price_base'   => '199,50',
				'price_per_kg' => '-5',
				'days_min'     => '2',
				'cash'         => '1',
				'point_types'  => array( '2', '1', '9' ),
			),
		);
		( new PostTypes() )->save( $id, get_post( $id ) );
		$meta = static fn( string $key ) => get_post_meta( $id, PostTypes::META . $key, true );
		$this->assertSame( '12', $meta( 'company' ) );
		$this->assertSame( '1', $meta( 'type' ) );
		$this->assertSame( "Москва\nТула", $meta( 'zones' ) );
		$this->assertSame( '199.5', $meta( 'price_base' ) );
		$this->assertSame( '0', $meta( 'price_per_kg' ) );
		$this->assertSame( '1', $meta( 'cash' ) );
		$this->assertSame( '0', $meta( 'card' ) );
		$this->assertSame( '1,2', $meta( 'point_types' ) );

		ob_start();
		( new PostTypes() )->render( get_post( $id ) );
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'name="vitrina_dlv[zones]"', $html );
		$this->assertStringContainsString( 'value="199.5"', $html );
	}

	public function test_meta_box_ignores_a_bad_nonce(): void {
		$this->as_admin_screen();
		$id    = $this->create_page( 'publish', PostTypes::POINT );
		$_POST = array(
			'vitrina_dlv_save' => 'bad',
			'vitrina_dlv'      => array( 'city' => 'Тула' ),
		);
		( new PostTypes() )->save( $id, get_post( $id ) );
		$this->assertSame( '', get_post_meta( $id, PostTypes::META . 'city', true ) );
	}

	public function test_list_columns(): void {
		require_once VITRINA_DIR . '/bin/demo/delivery.php';
		$ids     = vitrina_demo_delivery_create(
			array( 'a' => 'Компания А' ),
			array(
				'Курьер' => array(
					'company' => 'a',
					'type'    => 2,
				),
			),
			array(
				'Пункт' => array(
					'company' => 'a',
					'type'    => 2,
					'city'    => 'Тула',
					'address' => 'ул. Ленина, д. 1',
				),
			),
			false
		);
		$types   = new PostTypes();
		$columns = $types->columns(
			array(
				'title' => 'Title',
				'date'  => 'Date',
			)
		);
		$this->assertSame( array( 'title', 'vitrina_company', 'vitrina_type', 'vitrina_where', 'date' ), array_keys( $columns ) );
		$cell = static function ( string $column, int $id ) use ( $types ): string {
			ob_start();
			$types->column( $column, $id );
			return (string) ob_get_clean();
		};
		$this->assertSame( 'Компания А', $cell( 'vitrina_company', $ids['tariffs']['Курьер'] ) );
		$this->assertSame( 'Courier', $cell( 'vitrina_type', $ids['tariffs']['Курьер'] ) );
		$this->assertSame( 'Everywhere', $cell( 'vitrina_where', $ids['tariffs']['Курьер'] ) );
		$this->assertSame( 'Parcel locker', $cell( 'vitrina_type', $ids['points']['Пункт'] ) );
		$this->assertSame( 'Тула, ул. Ленина, д. 1', $cell( 'vitrina_where', $ids['points']['Пункт'] ) );
	}

	public function test_delete_all(): void {
		require_once VITRINA_DIR . '/bin/demo/delivery.php';
		list( $companies, $tariffs, $points ) = vitrina_demo_delivery_data();
		$ids                                  = vitrina_demo_delivery_create( $companies, $tariffs, $points );
		$other                                = $this->create_page();
		$this->assertSame( 3 + 6 + 12, PostTypes::delete_all() );
		$this->assertNull( get_post( $ids['points']['Терминал «Парнас»'] ) );
		$this->assertSame( '', get_post_meta( $ids['points']['Терминал «Парнас»'], PostTypes::META . 'city', true ) );
		$this->assertNotNull( get_post( $other ) );
	}
}
