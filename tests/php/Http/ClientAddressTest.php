<?php
/**
 * Tests of the client address behind trusted proxies.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Http;

use Vitrina\Http\ClientAddress;
use Vitrina\Settings\Options;
use Vitrina\Settings\Schema;
use Vitrina\Tests\TestCase;

/**
 * ClientAddress.
 */
final class ClientAddressTest extends TestCase {

	/**
	 * The server variables the tests change.
	 *
	 * @var array<string, mixed>
	 */
	private array $server = array();

	/**
	 * Saves them.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->server = $_SERVER;
	}

	/**
	 * Puts them back.
	 */
	protected function tearDown(): void {
		$_SERVER = $this->server;
		parent::tearDown();
	}

	/**
	 * Sets the trusted proxies.
	 *
	 * @param string $list The setting.
	 */
	private function trust( string $list ): void {
		$settings                    = (array) get_option( Schema::OPTION, array() );
		$settings['trusted_proxies'] = $list;
		update_option( Schema::OPTION, $settings );
		Options::flush();
	}

	/**
	 * Without trusted proxies the forwarded header is ignored: a shopper
	 * cannot choose the address a limit counts.
	 */
	public function test_forwarded_header_is_ignored_without_trusted_proxies(): void {
		$_SERVER['REMOTE_ADDR']          = '203.0.113.7';
		$_SERVER['HTTP_X_FORWARDED_FOR'] = '198.51.100.1';
		$this->assertSame( '203.0.113.7', ClientAddress::get() );
	}

	/**
	 * Behind a trusted proxy, the rightmost untrusted hop is the client.
	 */
	public function test_rightmost_untrusted_hop_behind_trusted_proxies(): void {
		$this->trust( '10.0.0.0/8, 192.0.2.1' );
		$_SERVER['REMOTE_ADDR']          = '10.1.2.3';
		$_SERVER['HTTP_X_FORWARDED_FOR'] = '1.1.1.1, 198.51.100.9, 192.0.2.1';
		$this->assertSame( '198.51.100.9', ClientAddress::get(), 'a spoofed leftmost hop is not taken' );
		$_SERVER['REMOTE_ADDR'] = '203.0.113.7';
		$this->assertSame( '203.0.113.7', ClientAddress::get(), 'an untrusted peer is the client whatever it forwards' );
	}

	/**
	 * Garbage in the header or REMOTE_ADDR gives a valid address or ''.
	 */
	public function test_garbage_is_never_returned(): void {
		$this->trust( '10.0.0.0/8' );
		$_SERVER['REMOTE_ADDR']          = '10.0.0.1';
		$_SERVER['HTTP_X_FORWARDED_FOR'] = 'not-an-ip, <script>';
		$this->assertSame( '10.0.0.1', ClientAddress::get() );
		$_SERVER['REMOTE_ADDR'] = array( 'x' );
		$this->assertSame( '', ClientAddress::get() );
	}

	/**
	 * CIDR matching, IPv4 and IPv6.
	 */
	public function test_networks(): void {
		$this->assertTrue( ClientAddress::in( '10.20.30.40', '10.0.0.0/8' ) );
		$this->assertFalse( ClientAddress::in( '11.0.0.1', '10.0.0.0/8' ) );
		$this->assertTrue( ClientAddress::in( '192.168.1.130', '192.168.1.128/25' ) );
		$this->assertFalse( ClientAddress::in( '192.168.1.127', '192.168.1.128/25' ) );
		$this->assertTrue( ClientAddress::in( '2001:db8::1', '2001:db8::/32' ) );
		$this->assertFalse( ClientAddress::in( '2001:db9::1', '2001:db8::/32' ) );
		$this->assertFalse( ClientAddress::in( '10.0.0.1', '2001:db8::/32' ) );
		$this->assertTrue( ClientAddress::in( '192.0.2.1', '192.0.2.1' ) );
		$this->assertFalse( ClientAddress::in( 'x', 'y' ) );
	}
}
