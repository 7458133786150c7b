<?php
/**
 * Tests of the guest's wishlist saved by e-mail and restored by its link.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Lists;

use Vitrina\Http\RateLimit;
use Vitrina\Lists\Restore;
use Vitrina\Lists\Wishlist;

/**
 * The save call (guest, nonce, valid address, a list to save, rate limit)
 * e-mails a signed link carrying the list; the link restores it into
 * another browser's list or an account, once per product, and an altered or
 * expired link restores nothing.
 */
final class RestoreTest extends ListsTestCase {

	/**
	 * Mails are kept instead of sent; the rate limit starts afresh.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->catch_mails();
		$_SERVER['REMOTE_ADDR'] = '198.51.100.' . wp_rand( 1, 250 );
		RateLimit::reset( 'wishlist_save', HOUR_IN_SECONDS );
	}

	/**
	 * The save call for the current shopper.
	 *
	 * @param array<string, mixed> $fields The fields (the guest's nonce unless given).
	 * @return mixed
	 */
	private function save( array $fields ) {
		if ( ! array_key_exists( 'key', $fields ) ) {
			$fields['key'] = $this->state()['nonces']['wishlist'] ?? '';
		}
		return $this->run_action( Restore::action(), $fields );
	}

	/**
	 * The link in the last mail.
	 */
	private function mailed_link(): string {
		$this->assertNotEmpty( $this->mails );
		$body = (string) end( $this->mails )['message'];
		$this->assertSame( 1, preg_match( '/href="([^"]*' . Restore::QUERY . '=[^"]+)"/', $body, $m ), $body );
		$query = array();
		wp_parse_str( (string) wp_parse_url( html_entity_decode( $m[1] ), PHP_URL_QUERY ), $query );
		return (string) $query[ Restore::QUERY ];
	}

	/**
	 * A guest saves, the mail names the products and carries the link; a
	 * new browser restores the list from it, in the same order, once.
	 */
	public function test_guest_saves_and_restores_in_another_browser(): void {
		$a = $this->product();
		$b = $this->product();
		$this->ok( 'woodmart_add_to_wishlist', array( 'product_id' => $a ) );
		$this->ok( 'woodmart_add_to_wishlist', array( 'product_id' => $b ) );
		$answer = $this->save( array( 'email' => 'guest@example.com' ) );
		$this->assertIsArray( $answer, is_wp_error( $answer ) ? $answer->get_error_message() : '' );
		$this->assertTrue( $answer['sent'] );
		$this->assertCount( 1, $this->mails );
		$this->assertSame( 'guest@example.com', $this->mails[0]['to'] );
		$this->assertStringContainsString( get_the_title( $a ), (string) $this->mails[0]['message'] );
		$token = $this->mailed_link();
		$this->assertSame( array( $b, $a ), Restore::parse( $token, time() ) );

		// Another browser: no cookie, an empty list.
		$_COOKIE = array();
		$this->assertSame( array(), Wishlist::ids() );
		$this->assertSame( 2, Restore::merge( (array) Restore::parse( $token, time() ) ) );
		$this->assertSame( array( $b, $a ), Wishlist::ids() );
		$this->assertSame( 0, Restore::merge( (array) Restore::parse( $token, time() ) ), 'a second use adds nothing twice' );
	}

	/**
	 * Restored into an account, merged with what it holds.
	 */
	public function test_restores_into_an_account(): void {
		$a    = $this->product();
		$b    = $this->product();
		$link = Restore::parse( substr( (string) strstr( Restore::link( array( $a, $b ), time() ), '=' ), 1 ), time() );
		$this->assertSame( array( $a, $b ), $link );
		$this->customer();
		Wishlist::add( $b );
		$this->assertSame( 1, Restore::merge( (array) $link ) );
		$this->assertEqualsCanonicalizing( array( $a, $b ), Wishlist::ids() );
	}

	/**
	 * An altered, expired, foreign or malformed link restores nothing.
	 */
	public function test_bad_links_restore_nothing(): void {
		$now   = time();
		$token = substr( (string) strstr( Restore::link( array( 5, 7 ), $now ), '=' ), 1 );
		$this->assertSame( array( 5, 7 ), Restore::parse( $token, $now ) );
		$this->assertNull( Restore::parse( '6-7' . substr( $token, 3 ), $now ), 'another list, the same signature' );
		$this->assertNull( Restore::parse( $token, $now + Restore::LIFETIME + 1 ), 'expired' );
		$this->assertNull( Restore::parse( substr( $token, 0, -1 ) . ( str_ends_with( $token, 'a' ) ? 'b' : 'a' ), $now ), 'signature altered' );
		$this->assertNull( Restore::parse( 'x.y.z', $now ) );
		$this->assertNull( Restore::parse( '', $now ) );
	}

	/**
	 * The save call's refusals: no nonce, a bad address, an empty list, an
	 * account, too many saves.
	 */
	public function test_save_refusals(): void {
		$this->assertSame(
			'vitrina_bad_key',
			$this->save(
				array(
					'email' => 'a@example.com',
					'key'   => 'x',
				)
			)->get_error_code()
		);
		$this->assertSame( 'vitrina_empty_list', $this->save( array( 'email' => 'a@example.com' ) )->get_error_code() );
		$this->ok( 'woodmart_add_to_wishlist', array( 'product_id' => $this->product() ) );
		$this->assertSame( 'vitrina_bad_email', $this->save( array( 'email' => 'not an address' ) )->get_error_code() );
		$this->assertSame( 400, $this->save( array() )->get_error_data()['status'], 'the address is required' );
		for ( $i = 0; $i < Restore::RATE_LIMIT - 3; $i++ ) {
			$this->assertIsArray( $this->save( array( 'email' => 'a@example.com' ) ) );
		}
		$this->assertSame( 'vitrina_too_many', $this->save( array( 'email' => 'a@example.com' ) )->get_error_code() );
		$this->assertCount( Restore::RATE_LIMIT - 3, $this->mails );

		$this->customer();
		$this->assertSame( 'vitrina_in_account', $this->save( array( 'email' => 'a@example.com' ) )->get_error_code() );
	}
}
