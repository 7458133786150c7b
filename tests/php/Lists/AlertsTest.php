<?php
/**
 * Tests of the wishlist alerts.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Lists;

use Vitrina\Lists\AlertEmail;
use Vitrina\Lists\Alerts;
use Vitrina\Lists\Wishlist;

/**
 * A product saved with a price drop of at least the threshold, or back in
 * stock, queues one background action (nothing is sent while the request
 * runs); the action records one alert per account holding the product; the
 * sender sends each shopper one grouped e-mail a day, through WooCommerce's
 * e-mail settings, with every alert still true; the unsubscribe link stops
 * the next one; the products list counts the lists and the alerts.
 */
final class AlertsTest extends ListsTestCase {

	/**
	 * Mails kept instead of sent; no alert or queued action left over.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->reset_alerts();
	}

	/**
	 * A shopper with products on the wishlist.
	 *
	 * @param int[] $products The products.
	 */
	private function holder( array $products ): int {
		$user = $this->customer();
		foreach ( $products as $id ) {
			$this->assertTrue( Wishlist::add( $id ) );
		}
		wp_set_current_user( 0 );
		return $user;
	}

	/**
	 * A drop under the threshold queues nothing; at the threshold it queues
	 * one action and sends nothing yet.
	 */
	public function test_price_drop_queues_in_the_background(): void {
		$pan = $this->product();
		$this->holder( array( $pan ) );
		$this->price( $pan, '950' ); // 990 → 950: 4 %.
		$this->assertSame( array(), $this->queued( Alerts::QUEUE ) );
		$this->price( $pan, '900' ); // 950 → 900: 5.3 %.
		$queued = $this->queued( Alerts::QUEUE );
		$this->assertCount( 1, $queued );
		$this->assertEquals( array( $pan, Alerts::PRICE, 950, 900 ), $queued[0] );
		$this->assertSame( array(), $this->mails, 'nothing is sent while the request runs' );
	}

	/**
	 * Two products of one shopper change: one e-mail naming both; a third
	 * change the same day waits for the next day; a shopper who does not
	 * hold the products gets nothing.
	 */
	public function test_one_grouped_email_a_day(): void {
		$pan           = $this->product();
		$knife         = $this->product( 'Knives' );
		$knife_product = wc_get_product( $knife );
		$knife_product->set_stock_status( 'outofstock' );
		$knife_product->save();
		$user = $this->holder( array( $pan, $knife ) );
		$this->holder( array( $this->product() ) );

		$this->price( $pan, '800' );
		$knife_product = wc_get_product( $knife );
		$knife_product->set_stock_status( 'instock' );
		$knife_product->save();
		$this->run_queue();
		$this->assertCount( 1, $this->queued( Alerts::SEND ), 'the sender is scheduled once' );
		$this->assertSame( 1, Alerts::send() );
		$this->assertCount( 1, $this->mails );
		$mail = $this->mails[0];
		$this->assertSame( get_userdata( $user )->user_email, $mail['to'] );
		$this->assertStringContainsString( wc_get_product( $pan )->get_name(), (string) $mail['message'] );
		$this->assertStringContainsString( wc_get_product( $knife )->get_name(), (string) $mail['message'] );
		$this->assertStringContainsString( Alerts::UNSUBSCRIBE . '=', (string) $mail['message'] );
		$this->assertSame( 1, (int) get_post_meta( $pan, Alerts::COUNT_META, true ) );

		// Another drop the same day: recorded, sent the next day.
		$this->price( $pan, '700' );
		$this->run_queue();
		$this->assertSame( 0, Alerts::send() );
		$this->assertCount( 1, $this->mails );
		update_user_meta( $user, Alerts::SENT_META, time() - Alerts::PERIOD - 1 );
		$this->assertSame( 1, Alerts::send() );
		$this->assertCount( 2, $this->mails );
		$this->assertSame( 0, Alerts::send(), 'each alert goes once' );
	}

	/**
	 * An alert no longer true (the price back up, the product removed from
	 * the list) is dropped; the unsubscribe link turns alerts off; a forged
	 * link does nothing.
	 */
	public function test_stale_alerts_and_unsubscribe(): void {
		$pan  = $this->product();
		$user = $this->holder( array( $pan ) );
		$this->price( $pan, '800' );
		$this->run_queue();
		$this->price( $pan, '990' );
		$this->assertSame( 0, Alerts::send() );
		$this->assertSame( array(), $this->mails );

		$url   = Alerts::unsubscribe_url( $user );
		$query = array();
		wp_parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $query );
		$value = (string) $query[ Alerts::UNSUBSCRIBE ];
		$this->assertSame( $user, Alerts::unsubscriber( $value ) );
		$this->assertSame( 0, Alerts::unsubscriber( ( $user + 1 ) . substr( $value, strlen( (string) $user ) ) ) );
		$this->assertSame( 0, Alerts::unsubscriber( 'junk' ) );
		update_user_meta( $user, Alerts::OFF_META, time() );
		$this->price( $pan, '500' );
		$this->run_queue();
		$this->assertSame( 0, Alerts::send() );
		$this->assertSame( array(), $this->mails );
	}

	/**
	 * The e-mail is one of WooCommerce's (its settings list it; it can be
	 * turned off there); the alerts setting turns the whole feature off.
	 */
	public function test_woocommerce_email_and_settings(): void {
		$emails = WC()->mailer()->get_emails();
		$this->assertInstanceOf( AlertEmail::class, $emails['vitrina_wishlist_alert'] ?? null );
		$this->assertStringContainsString( 'wishlist', $emails['vitrina_wishlist_alert']->get_content_html() );

		$pan = $this->product();
		$this->holder( array( $pan ) );
		$this->settings( array( 'wishlist_alerts' => 'no' ) );
		$this->price( $pan, '500' );
		$this->assertSame( array(), $this->queued( Alerts::QUEUE ) );
	}

	/**
	 * The products list's column counts the lists holding each product.
	 */
	public function test_lists_holding_each_product(): void {
		$pan   = $this->product();
		$knife = $this->product();
		$this->holder( array( $pan ) );
		$this->holder( array( $pan, $knife ) );
		$this->assertSame(
			array(
				$pan   => 2,
				$knife => 1,
				999999 => 0,
			),
			Alerts::holders( array( $pan, $knife, 999999 ) )
		);
		ob_start();
		Alerts::column_value( 'vitrina_wishlists', $knife );
		$this->assertSame( '1', trim( (string) ob_get_clean() ) );
	}
}
