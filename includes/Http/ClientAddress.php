<?php
/**
 * The shopper's network address, as rate limits count it.
 *
 * @package Vitrina
 */

namespace Vitrina\Http;

use Vitrina\Settings\Options;

defined( 'ABSPATH' ) || exit;

/**
 * REMOTE_ADDR, unless it is one of the trusted proxies (the setting
 * `trusted_proxies`, filter `vitrina_trusted_proxies`): then the rightmost
 * address of X-Forwarded-For that is not itself a trusted proxy. A header
 * sent by anyone else is ignored, so a shopper cannot choose the address a
 * limit counts.
 */
final class ClientAddress {

	/**
	 * The client's address ('' when unknown).
	 */
	public static function get(): string {
		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- validated as an IP below.
		$remote  = isset( $_SERVER['REMOTE_ADDR'] ) && is_string( $_SERVER['REMOTE_ADDR'] ) ? trim( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
		$remote  = false !== filter_var( $remote, FILTER_VALIDATE_IP ) ? $remote : '';
		$trusted = self::trusted();
		if ( '' === $remote || ! $trusted || ! self::in_any( $remote, $trusted ) ) {
			return $remote;
		}
		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- each part validated as an IP below.
		$forwarded = isset( $_SERVER['HTTP_X_FORWARDED_FOR'] ) && is_string( $_SERVER['HTTP_X_FORWARDED_FOR'] ) ? wp_unslash( $_SERVER['HTTP_X_FORWARDED_FOR'] ) : '';
		$hops      = array_reverse( array_map( 'trim', explode( ',', $forwarded ) ) );
		foreach ( $hops as $hop ) {
			if ( false === filter_var( $hop, FILTER_VALIDATE_IP ) ) {
				break;
			}
			if ( ! self::in_any( $hop, $trusted ) ) {
				return $hop;
			}
			$remote = $hop;
		}
		return $remote;
	}

	/**
	 * The trusted proxies: addresses or CIDR networks.
	 *
	 * @return list<string>
	 */
	public static function trusted(): array {
		$list = array_filter( array_map( 'trim', explode( ',', (string) Options::get( 'trusted_proxies' ) ) ) );
		$list = apply_filters( 'vitrina_trusted_proxies', array_values( $list ) );
		return is_array( $list ) ? array_values( array_filter( $list, 'is_string' ) ) : array();
	}

	/**
	 * Whether an address is in one of the networks.
	 *
	 * @param string   $ip       An IP address.
	 * @param string[] $networks Addresses or CIDR networks.
	 */
	public static function in_any( string $ip, array $networks ): bool {
		foreach ( $networks as $network ) {
			if ( self::in( $ip, $network ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Whether an address is in a network (an address or CIDR, IPv4 or IPv6).
	 *
	 * @param string $ip      An IP address.
	 * @param string $network An address or CIDR network.
	 */
	public static function in( string $ip, string $network ): bool {
		$parts  = explode( '/', $network, 2 );
		$subnet = (string) @inet_pton( $parts[0] ); // phpcs:ignore WordPress.PHP.NoSilencedErrors -- a bad setting is no network.
		$addr   = false !== filter_var( $ip, FILTER_VALIDATE_IP ) ? (string) inet_pton( $ip ) : '';
		if ( '' === $subnet || '' === $addr || strlen( $subnet ) !== strlen( $addr ) ) {
			return false;
		}
		$bits = isset( $parts[1] ) && ctype_digit( $parts[1] ) ? (int) $parts[1] : 8 * strlen( $addr );
		$bits = min( $bits, 8 * strlen( $addr ) );
		$full = intdiv( $bits, 8 );
		if ( substr( $addr, 0, $full ) !== substr( $subnet, 0, $full ) ) {
			return false;
		}
		$rest = $bits % 8;
		if ( 0 === $rest ) {
			return true;
		}
		$mask = ( 0xFF << ( 8 - $rest ) ) & 0xFF;
		return ( ord( $addr[ $full ] ) & $mask ) === ( ord( $subnet[ $full ] ) & $mask );
	}
}
